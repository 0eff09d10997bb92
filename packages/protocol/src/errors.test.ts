import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  API_ERRORS,
  CLIENT_ERROR_TEXT,
  errorKeyOf,
  inStreamErrorText,
  isTimeoutFailure,
  statusOfErrorCode,
  streamOpenError,
} from './errors';
import { canAccess, isLoggedInInfo } from './auth';
import { describeZodError } from './zod-locale';
import { phoneSchema } from './auth';
import { isLocalQuestionId } from './constants';
import { formatEventId, parseEventId } from './chat';

describe('stream open errors (spec 8)', () => {
  it.each([
    [401, undefined, undefined, 'login_expired', CLIENT_ERROR_TEXT.loginExpired],
    [200, 401, 'x', 'login_expired', CLIENT_ERROR_TEXT.loginExpired],
    [400, undefined, '问题不能为空', 'network', CLIENT_ERROR_TEXT.streamNetwork],
    [404, undefined, undefined, 'network', CLIENT_ERROR_TEXT.streamNetwork],
    [429, undefined, '太频繁', 'server', '太频繁'],
    [500, undefined, undefined, 'server', CLIENT_ERROR_TEXT.streamRequestFailed],
    [0, undefined, undefined, 'server', CLIENT_ERROR_TEXT.streamRequestFailed],
  ] as const)('status %s code %s → %s', (status, code, msg, kind, message) => {
    expect(streamOpenError(status, code, msg)).toEqual({ kind, message });
  });

  it('in-stream error text falls back to generation error', () => {
    expect(inStreamErrorText('上游超时')).toBe('上游超时');
    expect(inStreamErrorText(undefined)).toBe('生成错误！');
  });

  it.each([
    [{ message: 'timeout of 60000ms exceeded' }, true],
    [{ status: 504 }, true],
    [{ status: 499 }, true],
    [{ code: 'ECONNABORTED' }, true],
    [{ status: 500, message: 'boom' }, false],
  ])('timeout rule %o → %s', (f, r) => expect(isTimeoutFailure(f)).toBe(r));
});

describe('login and access rules (spec 3, 6)', () => {
  it.each([
    [{ userId: 'u1', nickname: '' }, true],
    [{ nickname: 'a', avatar: 'b' }, true],
    [{ nickname: 'a', avatar: '' }, false],
    [{}, false],
    [null, false],
  ])('isLoggedInInfo(%o) = %s', (info, r) => expect(isLoggedInInfo(info)).toBe(r));

  it.each([
    [{ roles: ['user'], permissions: [] }, {}, true],
    [{ roles: ['user'], permissions: [] }, { roles: ['admin'] }, false],
    [{ roles: ['user', 'admin'], permissions: [] }, { roles: ['admin'] }, true],
    [{ roles: ['user'], permissions: ['wish:edit'] }, { roles: ['admin'], permissions: ['wish:edit'] }, true],
    [{ roles: ['user'], permissions: [] }, { permissions: ['x'] }, false],
  ])('canAccess %o %o = %s', (user, need, r) => expect(canAccess(user, need)).toBe(r));
});

describe('validation messages and ids', () => {
  it('names the field in zh-CN', () => {
    const r = z.object({ phone: phoneSchema }).safeParse({ phone: '123' });
    expect(r.success).toBe(false);
    if (!r.success) expect(describeZodError(r.error)).toBe('手机号：请输入正确的手机号');
  });
  it('zod defaults speak Chinese', () => {
    const r = z.object({ limit: z.number() }).safeParse({ limit: 'x' });
    if (!r.success) expect(describeZodError(r.error)).toMatch(/^数量：.*[\u4e00-\u9fa5]/);
  });
  it.each([
    ['q_local_abc', true],
    ['q_123', false],
    [null, false],
  ])('isLocalQuestionId(%s) = %s', (id, r) => expect(isLocalQuestionId(id)).toBe(r));
  it.each([
    ['q_1:5', { questionId: 'q_1', seq: 5 }],
    ['q_local_x:y:12', { questionId: 'q_local_x:y', seq: 12 }],
    ['nope', null],
    ['q:-1', null],
    [null, null],
  ] as const)('parseEventId(%s)', (id, r) => expect(parseEventId(id)).toEqual(r));
  it('formatEventId round-trips', () => expect(parseEventId(formatEventId('q_9', 3))).toEqual({ questionId: 'q_9', seq: 3 }));
});

describe('machine error codes', () => {
  it('every catalogue entry has a code of its own status, unique but for the generic ones', () => {
    const seen = new Map<number, string>();
    for (const [key, e] of Object.entries(API_ERRORS)) {
      expect(statusOfErrorCode(e.code), key).toBe(e.status);
      if (e.code >= 1000) {
        expect(seen.has(e.code), `${key} repeats ${e.code}`).toBe(false);
        expect(errorKeyOf(e.code)).toBe(key);
      }
      seen.set(e.code, key);
    }
  });

  it.each([
    [40102, 'bad_credentials'],
    [40013, 'captcha_required'],
    [42901, 'account_locked'],
    [401, 'unauthorized'],
    [404, 'not_found'],
    [99999, null],
  ])('%i → %s', (code, key) => {
    expect(errorKeyOf(code)).toBe(key);
  });
});
