import { describe, expect, it } from 'vitest';
import { keywordsOf } from './constraints';
import { isFunctionWord, neverUnmatched } from './function-words';

describe('function words are never product terms', () => {
  it.each([
    ['家里用的扫地机', ['扫地机']],
    ['收到的耳机有杂音', ['耳机', '杂音']],
    ['挑个耳机 预算放开 最好', ['耳机']],
    ['推荐三款耳机', ['耳机']],
    ['直接告诉我买哪个 别给我一堆', []],
    ['考虑 不卡 预算', []],
    ['平时通勤用，音质要好', ['通勤', '音质']],
  ])('%s keeps %j', (q, words) => expect(keywordsOf(q)).toEqual(words));

  it.each(['三款', '两个', '1台', '一堆', '直接', '放开', '不卡', '挑双', '三年级'])('%s is a function word', (w) =>
    expect(isFunctionWord(w)).toBe(true),
  );
  it.each(['女朋友', '老婆', '爸妈'])('%s is searched but never reported unmatched', (w) => {
    expect(isFunctionWord(w)).toBe(false);
    expect(neverUnmatched(w)).toBe(true);
  });
  it.each(['杂音', '降噪', '8k', '通勤'])('%s can name a feature', (w) => expect(neverUnmatched(w)).toBe(false));
});
