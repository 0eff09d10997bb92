import { describe, expect, it } from 'vitest';
import { formatMessageTime } from './message-time';

// Local times (the test runs in the machine's zone, as the browser would).
const NOW = new Date(2026, 10, 24, 15, 30);
const at = (...parts: [number, number, number, number, number]) => new Date(...parts).toISOString();

describe('formatMessageTime', () => {
  it.each([
    ['today: the clock time', at(2026, 10, 24, 9, 5), 'zh-CN', '09:05'],
    ['today, English', at(2026, 10, 24, 21, 40), 'en', '21:40'],
    ['an earlier day: the date too', at(2026, 10, 23, 9, 5), 'zh-CN', '11/23 09:05'],
    ['an earlier day, English', at(2026, 10, 23, 9, 5), 'en', '11/23, 09:05'],
    ['another year: the year too', at(2025, 0, 2, 8, 0), 'zh-CN', '2025/1/2 08:00'],
  ])('%s', (_name, iso, locale, shown) => {
    expect(formatMessageTime(iso, NOW, locale)).toBe(shown);
  });

  it.each(['', 'not a date'])('nothing for an unreadable time (%j)', (iso) => {
    expect(formatMessageTime(iso, NOW, 'zh-CN')).toBeNull();
  });
});
