import { describe, expect, it } from 'vitest';
import type { RouteMeta } from '../route-meta';
import { lacksAccess, loginCheckFor, loginRedirect, loginTarget, mustLogIn } from './guard';

interface Access {
  roles: string[];
  permissions: string[];
}
const admin: Access = { roles: ['admin'], permissions: [] };
const editor: Access = { roles: ['user'], permissions: ['article:edit'] };

describe('route permission (spec sections 5 and 6)', () => {
  it.each<[string, RouteMeta, Access, boolean]>([
    ['no requirement', {}, editor, false],
    ['role held', { role: ['admin', 'ops'] }, admin, false],
    ['role missing', { role: ['ops'] }, admin, true],
    ['permission held', { permission: ['article:edit'] }, editor, false],
    ['permission missing', { permission: ['article:delete'] }, editor, true],
    ['either check passing is enough', { role: ['ops'], permission: ['article:edit'] }, editor, false],
    ['neither passes', { role: ['ops'], permission: ['x'] }, editor, true],
  ])('%s', (_name, meta, access, lacks) => {
    expect(lacksAccess(meta, access)).toBe(lacks);
  });
});

describe('login check', () => {
  it.each<[string, RouteMeta, boolean, ReturnType<typeof loginCheckFor>]>([
    ['public route, anonymous', { public: true }, false, 'none'],
    ['other route, anonymous', {}, false, 'fetch-user'],
    ['other route, logged in', {}, true, 'none'],
  ])('%s → %s', (_name, meta, loggedIn, expected) => {
    expect(loginCheckFor(meta, loggedIn)).toBe(expected);
  });

  it('only chat pages send a still-anonymous visitor to login', () => {
    expect(mustLogIn({ requiresLogin: true }, false)).toBe(true);
    expect(mustLogIn({ requiresLogin: true }, true)).toBe(false);
    expect(mustLogIn({}, false)).toBe(false);
    expect(mustLogIn({ public: true, requiresLogin: true }, false)).toBe(false);
  });

  it('keeps the original path and search in the redirect query', () => {
    expect(loginRedirect('/chatNext', '?mode=voice&x=1')).toBe('/login?redirect=%2FchatNext%3Fmode%3Dvoice%26x%3D1');
  });

  it('keeps the hash in the redirect query too', () => {
    expect(loginRedirect('/chat/', '?a=1', '#frag')).toBe('/login?redirect=%2Fchat%2F%3Fa%3D1%23frag');
  });

  it.each<[string, boolean, string]>([
    ['a browser goes to /login with the whole place', false, '/login?redirect=%2FcloudPhoneNext%3Ftask_id%3Dx%23a'],
    [
      'the host app goes to the login guide with search and pathname',
      true,
      '/login/guide?search=%3Ftask_id%3Dx&pathname=%2FcloudPhoneNext',
    ],
  ])('%s', (_name, inHostApp, expected) => {
    expect(loginTarget(inHostApp, '/cloudPhoneNext', '?task_id=x', '#a')).toBe(expected);
  });
});
