import { BRAND, LIMITS } from './constants';
import { HOST_UA_TOKENS } from './host-ua';
import { isVersionAtLeast, parseVersion, type AppVersion } from './version';

/** Environment flags of spec section 1, computed from the user agent and the viewport width. */
export interface EnvFlags {
  isMainApp: boolean;
  isSisterApp: boolean;
  isAndroid: boolean;
  isIOS: boolean;
  isLocalDebug: boolean;
  isUnsupported: boolean;
  isInApp: boolean;
  isMobile: boolean;
  isNextGeneration: boolean;
  isDesktop: boolean;
  isAppVersion2: boolean;
  appVersion: AppVersion | null;
}

const tokenVersion = (ua: string, token: string): string | null => {
  const m = new RegExp(`(?:^|\\s)${token}/(\\d+\\.\\d+(?:\\.\\d+)?)`).exec(ua);
  return m ? m[1]! : null;
};
const hasToken = (ua: string, token: string): boolean => new RegExp(`(?:^|\\s)${token}(?:/|\\s|$)`).test(ua);

export function computeEnvFlags(userAgent: string, viewportWidth: number): EnvFlags {
  const ua = userAgent ?? '';
  const isMainApp = hasToken(ua, HOST_UA_TOKENS.mainApp);
  const isSisterApp = hasToken(ua, HOST_UA_TOKENS.sisterApp);
  const isInApp = isMainApp || isSisterApp;
  const isAndroid = /Android/i.test(ua);
  const isIOS = /iPhone|iPad|iPod/i.test(ua);
  const isUnsupported = /Android[\s/]([1-7])(?:[.;)\s]|$)/i.test(ua);
  const isMobile = viewportWidth < LIMITS.mobileBreakpointPx;
  const versionText = isMainApp
    ? tokenVersion(ua, HOST_UA_TOKENS.mainApp)
    : isSisterApp
      ? tokenVersion(ua, HOST_UA_TOKENS.sisterApp)
      : null;
  const appVersion = parseVersion(versionText);
  return {
    isMainApp,
    isSisterApp,
    isAndroid,
    isIOS,
    isLocalDebug: hasToken(ua, HOST_UA_TOKENS.localDebug),
    isUnsupported,
    isInApp,
    isMobile,
    isNextGeneration: isInApp && hasToken(ua, HOST_UA_TOKENS.nextGeneration),
    isDesktop: !isInApp && !isMobile,
    isAppVersion2: isVersionAtLeast(appVersion, '2.0.0'),
    appVersion,
  };
}

/** Channel code table of spec section 1. */
export function channelCode(flags: Pick<EnvFlags, 'isInApp' | 'isAndroid' | 'isIOS' | 'isMobile'>): string {
  if (flags.isInApp && flags.isAndroid) return `${BRAND.product}_android`;
  if (flags.isInApp && flags.isIOS) return `${BRAND.product}_iphone`;
  if (flags.isMobile) return '';
  return `${BRAND.product}_web`;
}

/** Returns 1 in the sister app or on mobile, otherwise 3 (its meaning is not given by the spec). */
export function platformKind(flags: Pick<EnvFlags, 'isSisterApp' | 'isMobile'>): 1 | 3 {
  return flags.isSisterApp || flags.isMobile ? 1 : 3;
}
