import { describe, expect, it } from 'vitest';
import { chatNextModeRedirect, homeRedirect } from './redirects';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('home redirect', () => {
  it('sends mobile visitors of / to /chat/ keeping query and hash', () => {
    expect(homeRedirect(at('/', '?from=ad&x=1', '#top'), { isMobile: true, isInApp: false })).toBe('/chat/?from=ad&x=1#top');
    expect(homeRedirect(at('/'), { isMobile: false, isInApp: true })).toBe('/chat/');
  });

  it('leaves desktop visitors on the home page', () => {
    expect(homeRedirect(at('/', '?a=1'), { isMobile: false, isInApp: false })).toBeNull();
  });
});

describe('/chatNext mode', () => {
  it('adds mode=voice when missing, keeping the rest', () => {
    expect(chatNextModeRedirect(at('/chatNext', '?q=1', '#h'))).toBe('/chatNext?q=1&mode=voice#h');
    expect(chatNextModeRedirect(at('/chatNext'))).toBe('/chatNext?mode=voice');
  });

  it('uses the mode the user last switched to, when there is one', () => {
    expect(chatNextModeRedirect(at('/chatNext', '?q=1'), 'text')).toBe('/chatNext?q=1&mode=text');
    expect(chatNextModeRedirect(at('/chatNext'), null)).toBe('/chatNext?mode=voice');
    expect(chatNextModeRedirect(at('/chatNext', '?mode=voice'), 'text')).toBeNull();
  });

  it('keeps an existing mode', () => {
    expect(chatNextModeRedirect(at('/chatNext', '?mode=text'))).toBeNull();
  });
});
