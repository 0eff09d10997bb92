import { describe, expect, it } from 'vitest';
import { channelCode, computeEnvFlags, platformKind } from './env-flags';
import { hostUserAgent } from './host-ua';

const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const ANDROID7 = 'Mozilla/5.0 (Linux; Android 7.1.1; MI 5) AppleWebKit/537.36 Chrome/60.0 Mobile Safari/537.36';
const IOS = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('environment flags (spec 1)', () => {
  it.each([
    ['desktop browser, wide', DESKTOP, 1440, { isDesktop: true, isMobile: false, isInApp: false, isAndroid: false }],
    ['desktop browser, narrow', DESKTOP, 800, { isDesktop: false, isMobile: true }],
    ['phone browser', ANDROID, 390, { isMobile: true, isInApp: false, isAndroid: true, isUnsupported: false }],
    [
      'main app android 2.2.0',
      hostUserAgent(ANDROID, 'main', '2.2.0'),
      390,
      { isMainApp: true, isInApp: true, isAppVersion2: true, isDesktop: false },
    ],
    [
      'sister app ios 1.9.0',
      hostUserAgent(IOS, 'sister', '1.9.0'),
      390,
      { isSisterApp: true, isMainApp: false, isIOS: true, isAppVersion2: false },
    ],
    [
      'main app next generation',
      hostUserAgent(IOS, 'main', '2.0.0', { next: true }),
      390,
      { isNextGeneration: true, isAppVersion2: true },
    ],
    ['local debug', hostUserAgent(ANDROID, 'main', '2.0.0', { debug: true }), 390, { isLocalDebug: true }],
    ['android 7 unsupported', ANDROID7, 390, { isUnsupported: true, isAndroid: true }],
    [
      'in app on a wide tablet is not desktop',
      hostUserAgent(ANDROID, 'main', '2.1.0'),
      1280,
      { isDesktop: false, isMobile: false, isInApp: true },
    ],
    ['next token outside the app does not count', `${DESKTOP} GuangNext`, 1440, { isNextGeneration: false }],
  ])('%s', (_name, ua, width, expected) => {
    expect(computeEnvFlags(ua, width)).toMatchObject(expected);
  });

  it('a missing app version is older than 2.0.0', () => {
    expect(computeEnvFlags(`${ANDROID} GuangApp`, 390)).toMatchObject({
      isMainApp: true,
      appVersion: null,
      isAppVersion2: false,
    });
  });
});

describe('channel code and platform kind', () => {
  it.each([
    ['android app', { isInApp: true, isAndroid: true, isIOS: false, isMobile: true }, 'guang_android'],
    ['ios app', { isInApp: true, isAndroid: false, isIOS: true, isMobile: true }, 'guang_iphone'],
    ['mobile web', { isInApp: false, isAndroid: true, isIOS: false, isMobile: true }, ''],
    ['desktop web', { isInApp: false, isAndroid: false, isIOS: false, isMobile: false }, 'guang_web'],
  ])('%s → %s', (_n, flags, code) => expect(channelCode(flags)).toBe(code));

  it.each([
    [{ isSisterApp: true, isMobile: false }, 1],
    [{ isSisterApp: false, isMobile: true }, 1],
    [{ isSisterApp: false, isMobile: false }, 3],
  ])('%o → %s', (flags, kind) => expect(platformKind(flags)).toBe(kind));
});
