import { describe, expect, it } from 'vitest';
import { checkTargetPrice } from './target-price';

describe('checkTargetPrice (current price ¥199)', () => {
  it.each([
    ['', { ok: true, value: null }],
    ['   ', { ok: true, value: null }],
    ['99', { ok: true, value: 99 }],
    [' 9.9 ', { ok: true, value: 9.9 }],
    ['¥150', { ok: true, value: 150 }],
    ['198.99', { ok: true, value: 198.99 }],
    ['.5', { ok: true, value: 0.5 }],
    ['abc', { ok: false, error: 'notNumber' }],
    ['12abc', { ok: false, error: 'notNumber' }],
    ['1.234', { ok: false, error: 'notNumber' }],
    ['1e3', { ok: false, error: 'notNumber' }],
    ['0', { ok: false, error: 'notPositive' }],
    ['0.00', { ok: false, error: 'notPositive' }],
    ['-5', { ok: false, error: 'notPositive' }],
    ['199', { ok: false, error: 'notBelow' }],
    ['99999', { ok: false, error: 'notBelow' }],
  ])('%j → %j', (text, expected) => {
    expect(checkTargetPrice(text, 199)).toEqual(expected);
  });
});
