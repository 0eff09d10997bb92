import { describe, expect, it } from 'vitest';
import { defaultNickname, maskPhone, secondsUntil, startOfBeijingDay } from './rules';

describe('startOfBeijingDay', () => {
  it.each([
    ['10:00 Beijing', Date.UTC(2025, 2, 3, 2, 0), Date.UTC(2025, 2, 2, 16, 0)],
    ['00:00 Beijing exactly', Date.UTC(2025, 2, 2, 16, 0), Date.UTC(2025, 2, 2, 16, 0)],
    ['23:59 Beijing', Date.UTC(2025, 2, 3, 15, 59), Date.UTC(2025, 2, 2, 16, 0)],
    ['00:01 Beijing, still the previous UTC date', Date.UTC(2025, 2, 2, 16, 1), Date.UTC(2025, 2, 2, 16, 0)],
  ])('%s', (_label, now, start) => {
    expect(startOfBeijingDay(now)).toBe(start);
  });
});

describe('secondsUntil', () => {
  it.each([
    [60_000, 0, 60],
    [60_000, 20_000, 40],
    [60_000, 59_001, 1],
    [60_000, 60_000, 1],
    [60_000, 90_000, 1],
  ])('until %i at %i → %i s', (until, now, seconds) => {
    expect(secondsUntil(until, now)).toBe(seconds);
  });
});

describe('maskPhone and defaultNickname', () => {
  it.each([
    ['13800138000', '138****8000', '用户8000'],
    ['13912345678', '139****5678', '用户5678'],
  ])('%s', (phone, masked, nickname) => {
    expect(maskPhone(phone)).toBe(masked);
    expect(defaultNickname(phone)).toBe(nickname);
  });

  it('masks anything that is not a phone completely', () => {
    expect(maskPhone('12')).toBe('***');
  });
});
