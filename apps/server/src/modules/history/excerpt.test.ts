import { describe, expect, it } from 'vitest';
import { answerExcerpt, plainAnswer } from './excerpt';

describe('plainAnswer', () => {
  it.each([
    ['## 推荐\n- **索尼** WH-1000XM5', '推荐 索尼 WH-1000XM5'],
    ['看看[这款耳机](https://x.test/p/1)吧', '看看这款耳机吧'],
    ['![图](https://x.test/a.png)价格 `¥999`', '价格 ¥999'],
    ['| 型号 | 价格 |\n|---|---|\n| A | 1 |', '型号 价格 A 1'],
    ['> 引用\n1. 第一', '引用 第一'],
  ])('%j reads as %j', (markdown, plain) => {
    expect(plainAnswer(markdown)).toBe(plain);
  });
});

describe('answerExcerpt', () => {
  const long = `${'开头'.repeat(30)}降噪耳机${'结尾'.repeat(30)}`;
  it.each([
    ['a short answer whole', '短回答', null, 80, '短回答'],
    ['the start of a long answer', long, null, 10, '开头开头开头开头开头…'],
    ['the part around a keyword', long, '降噪', 12, '…开头开头降噪耳机结尾结尾…'],
    ['the start when the keyword is only in the question', long, '手机', 6, '开头开头开头…'],
    ['the end without a trailing ellipsis', `${'开头'.repeat(30)}尾巴`, '尾巴', 6, '…开头开头尾巴'],
  ])('%s', (_name, answer, keyword, max, excerpt) => {
    expect(answerExcerpt(answer, keyword, max)).toBe(excerpt);
  });

  it('never cuts an emoji in half', () => {
    expect(answerExcerpt('😀'.repeat(10), null, 3)).toBe('😀😀😀…');
  });
});
