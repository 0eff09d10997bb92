import { describe, expect, it } from 'vitest';
import { findControlCharacter, hasControlCharacter } from './text-safety';

describe('control characters', () => {
  it.each([
    ['13800000000\u0000x', true],
    ['a\u0007b', true],
    ['\u001b[31m', true],
    ['\u007f', true],
    ['\u0085', true],
    ['多行\n问题\r\n\t缩进', false],
    ['普通的问题 😀', false],
    ['', false],
  ])('%j → %s', (text, bad) => {
    expect(hasControlCharacter(text)).toBe(bad);
  });

  it.each<[unknown, string[] | null]>([
    [{ account: '13800000000\u0000x', password: 'password123' }, ['account']],
    [{ product_id: 'a\u0000b' }, ['product_id']],
    [{ list: ['ok', 'b\u0001'] }, ['list', '1']],
    [{ nested: { deep: { text: 'x\u0000' } } }, ['nested', 'deep', 'text']],
    [{ ['k\u0000']: 1 }, ['k?']],
    [{ question: '第二款\n怎么样', n: 1, ok: true, none: null }, null],
    ['plain', null],
    [42, null],
  ])('%j → %j', (value, path) => {
    expect(findControlCharacter(value)).toEqual(path);
  });
});
