import { describe, expect, it } from 'vitest';
import * as withSchemas from './auth';
import * as pure from './access';
import { QUESTION_MAX_CHARS as schemaMax } from './chat';
import { QUESTION_MAX_CHARS as pureMax } from './chat-limits';

const user = { roles: ['user'], permissions: ['article:edit'] };

describe('schema-free rules agree with the schema modules', () => {
  it.each<[string, Record<string, unknown> | null]>([
    ['null', null],
    ['userId', { userId: 'u1', nickname: '' }],
    ['all truthy', { nickname: 'a', avatar: 'b' }],
    ['one falsy', { nickname: 'a', avatar: '' }],
    ['empty', {}],
  ])('isLoggedInInfo(%s)', (_name, info) => {
    expect(pure.isLoggedInInfo(info)).toBe(withSchemas.isLoggedInInfo(info));
  });

  it.each<[string, { roles?: string[]; permissions?: string[] }]>([
    ['nothing required', {}],
    ['role held', { roles: ['user'] }],
    ['role missing', { roles: ['admin'] }],
    ['permission held', { permissions: ['article:edit'] }],
    ['either passes', { roles: ['admin'], permissions: ['article:edit'] }],
    ['neither passes', { roles: ['admin'], permissions: ['x'] }],
  ])('canAccess: %s', (_name, need) => {
    expect(pure.canAccess(user, need)).toBe(withSchemas.canAccess(user, need));
  });

  it('roles and limits are the same values', () => {
    expect(pure.ROLES).toEqual(withSchemas.ROLES);
    expect(pure.DEFAULT_ROLE).toBe(withSchemas.DEFAULT_ROLE);
    expect(pureMax).toBe(schemaMax);
  });
});
