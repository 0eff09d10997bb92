import { CLOUD_PHONE_MIN_VERSION, CLOUD_PHONE_NEXT_MIN_VERSION } from '@app/protocol/cloud-phone';
import type { EnvFlags } from '@app/protocol/env-flags';
import { isVersionAtLeast } from '@app/protocol/version';

export type CloudPhoneVariant = 'cloudPhone' | 'cloudPhoneNext';
export type CloudPhoneGate = { kind: 'open' } | { kind: 'upgrade'; version: string };

const REQUIRED: Record<CloudPhoneVariant, string> = {
  cloudPhone: CLOUD_PHONE_MIN_VERSION,
  cloudPhoneNext: CLOUD_PHONE_NEXT_MIN_VERSION,
};

/**
 * Spec section 6: the cloud phone needs host app 2.1.0, its next version 2.2.0 (a missing version
 * is older than any). Only the host app has a version; in a browser the page is open.
 */
export function cloudPhoneGate(flags: Pick<EnvFlags, 'isInApp' | 'appVersion'>, variant: CloudPhoneVariant): CloudPhoneGate {
  if (!flags.isInApp) return { kind: 'open' };
  const version = REQUIRED[variant];
  return isVersionAtLeast(flags.appVersion, version) ? { kind: 'open' } : { kind: 'upgrade', version };
}
