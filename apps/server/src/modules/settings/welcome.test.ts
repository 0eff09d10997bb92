import { describe, expect, it } from 'vitest';
import { WELCOME_WORDS } from '@app/protocol/welcome-words';
import { beijingHour, greetingFor, welcomeLocale, welcomeText } from './welcome';

/** Epoch ms of a Beijing wall-clock hour on 2025-03-01. */
const beijing = (hour: number, minute = 0) => Date.UTC(2025, 2, 1, hour - 8, minute);

describe('greetingFor', () => {
  it.each([
    [0, '夜深了'],
    [4, '夜深了'],
    [5, '早上好'],
    [10, '早上好'],
    [11, '中午好'],
    [12, '中午好'],
    [13, '下午好'],
    [17, '下午好'],
    [18, '晚上好'],
    [22, '晚上好'],
    [23, '夜深了'],
  ])('%i:00 in Beijing → %s', (hour, text) => {
    expect(beijingHour(beijing(hour, 30))).toBe(hour);
    expect(greetingFor(beijing(hour, 30))).toBe(text);
  });
});

describe('welcomeText', () => {
  it('addresses the user by nickname', () => {
    expect(welcomeText('小明', beijing(9))).toMatch(/^早上好，小明！\n\n我是你的 AI 购物助手。/);
  });
  it.each([null, undefined, '', '   '])('greets without a name when the nickname is %j', (nickname) => {
    expect(welcomeText(nickname, beijing(20))).toMatch(/^晚上好！\n\n我是你的 AI 购物助手。/);
  });
  it.each(['zh-CN', 'en'] as const)(
    'puts the greeting line and the shared body (what the web shows first) in paragraphs of their own, in %s',
    (locale) => {
      const [greeting, body, ...rest] = welcomeText('小明', beijing(15), locale).split('\n\n');
      expect(greeting).toBe(WELCOME_WORDS[locale].named(greetingFor(beijing(15), locale), '小明'));
      expect(body).toBe(WELCOME_WORDS[locale].body);
      expect(rest).toEqual([]);
    },
  );
  it('shortens a very long nickname', () => {
    expect(welcomeText('长'.repeat(40), beijing(15))).toContain(`下午好，${'长'.repeat(20)}！`);
  });
});

describe('in English', () => {
  it.each([
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['zh-CN', 'zh-CN'],
    [undefined, 'zh-CN'],
    ['fr', 'zh-CN'],
  ] as const)('Accept-Language %j greets in %s', (header, locale) => {
    expect(welcomeLocale(header)).toBe(locale);
  });
  it('greets by the part of the day, by name, and has no Chinese of its own', () => {
    expect(greetingFor(beijing(9, 30), 'en')).toBe('Good morning');
    expect(greetingFor(beijing(23, 30), 'en')).toBe("It's late");
    const text = welcomeText('小明', beijing(20), 'en');
    expect(text).toMatch(/^Good evening, 小明!\n\nI'm your AI shopping assistant\./);
    expect(text.replace('小明', '')).not.toMatch(/\p{Script=Han}/u);
  });
});
