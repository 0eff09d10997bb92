import { isAppRelativeUrl, safeLinkUrl } from '@app/protocol/safe-url';

/**
 * A URL that may go into an href: the shared whitelist of packages/protocol (http(s), mailto, or
 * a same-site path). Anything else (javascript:, data:, protocol-relative, malformed) is `null`.
 * Images use `safeImageUrl` from the same module.
 */
export const safeUrl = safeLinkUrl;

/** Same-site paths are navigated inside the app; everything else opens in a new tab. */
export const isInternalPath = isAppRelativeUrl;
