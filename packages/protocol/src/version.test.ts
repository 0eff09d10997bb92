import { describe, expect, it } from 'vitest';
import { compareVersions, isVersionAtLeast, parseVersion } from './version';

describe('app version parse and compare', () => {
  it.each([
    ['2.1.0', [2, 1, 0]],
    ['GuangApp/10.2.33', [10, 2, 33]],
    ['2.1', [2, 1, 0]],
    ['', null],
    [null, null],
    ['abc', null],
  ] as const)('parse %s', (text, v) => expect(parseVersion(text)).toEqual(v));

  it.each([
    ['2.1.0', '2.1.0', 0],
    ['2.1.1', '2.1.0', 1],
    ['2.0.9', '2.1.0', -1],
    ['10.0.0', '9.9.9', 1],
    [null, '0.0.1', -1],
    ['0.0.1', null, 1],
    [null, null, 0],
  ] as const)('compare %s vs %s = %s', (a, b, r) => expect(compareVersions(parseVersion(a), parseVersion(b))).toBe(r));

  it.each([
    ['2.2.0', '2.1.0', true],
    ['2.1.0', '2.1.0', true],
    ['2.0.5', '2.1.0', false],
    [null, '0.0.0', false],
    [undefined, '2.0.0', false],
  ] as const)('isVersionAtLeast(%s, %s) = %s', (cur, req, r) => expect(isVersionAtLeast(cur, req)).toBe(r));
});
