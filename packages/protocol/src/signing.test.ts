import md5 from 'blueimp-md5';
import { describe, expect, it } from 'vitest';
import { checkSignature, computeSign, signParams, signingBase } from './signing';

describe('request signing (DESIGN 2.3)', () => {
  it.each([
    ['sorted pairs with secret appended', { b: 2, a: 'x' }, 'S', 'a=x&b=2S'],
    ['empty values dropped', { a: '', b: null, c: undefined, d: 0 }, 'S', 'd=0S'],
    ['nested objects as compact JSON', { card: { id: 'p1', n: [1, 2] } }, 'K', 'card={"id":"p1","n":[1,2]}K'],
    ['an existing sign is not signed', { a: 1, sign: 'ABC' }, 'K', 'a=1K'],
    ['booleans as text', { ok: true }, '', 'ok=true'],
  ])('%s', (_n, params, secret, base) => {
    expect(signingBase(params, secret)).toBe(base);
    expect(computeSign(params, secret)).toBe(md5(base).toUpperCase());
  });

  it('signParams adds timestamp, nonce and an uppercase sign that checks out', () => {
    const signed = signParams({ question: '耳机' }, 'secret', 1_700_000_000_000, 'abc123');
    expect(signed).toMatchObject({ question: '耳机', timestamp: 1_700_000_000_000, nonce: 'abc123' });
    expect(signed.sign).toMatch(/^[0-9A-F]{32}$/);
    expect(checkSignature(signed, 'secret', 1_700_000_000_000 + 1000, 300_000)).toBe('ok');
  });

  it.each([
    ['wrong secret', 'other', 0, 'bad_sign'],
    ['outside the window', 'secret', 300_001, 'expired'],
    ['inside the window', 'secret', 299_999, 'ok'],
  ] as const)('%s → %s', (_n, secret, drift, result) => {
    const t = 1_700_000_000_000;
    expect(checkSignature(signParams({ a: 1 }, 'secret', t, 'n1'), secret, t + drift, 300_000)).toBe(result);
  });

  it('a tampered field fails and missing fields are reported', () => {
    const signed = signParams({ a: 1 }, 's', 1000, 'n');
    expect(checkSignature({ ...signed, a: 2 }, 's', 1000, 300_000)).toBe('bad_sign');
    expect(checkSignature({ a: 1 }, 's', 1000, 300_000)).toBe('missing');
  });
});
