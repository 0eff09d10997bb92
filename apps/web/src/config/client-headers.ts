import { BRAND } from '@app/protocol/constants';
import { channelCode, platformKind, type EnvFlags } from '@app/protocol/env-flags';

export const APP_VERSION: string = __APP_VERSION__;

/**
 * The identification headers every API call carries (spec section 7). The spec names them but not
 * their values; they are fixed here: `source_from` is the platform kind (1 sister app or mobile,
 * 3 otherwise), `source_string` the product + surface, `f` the channel code, `v` the host app's
 * version inside the app or the web build's version elsewhere, and `from: app` only in the app.
 */
export function clientHeaders(flags: EnvFlags): Record<string, string> {
  const surface = flags.isSisterApp ? 'lab_app' : flags.isInApp ? 'app' : flags.isMobile ? 'h5' : 'web';
  const headers: Record<string, string> = {
    source_from: String(platformKind(flags)),
    source_string: `${BRAND.product}_${surface}`,
    f: channelCode(flags),
    v: flags.appVersion ? flags.appVersion.join('.') : APP_VERSION,
  };
  if (flags.isInApp) headers.from = 'app';
  return headers;
}
