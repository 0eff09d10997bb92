import { describe, expect, it } from 'vitest';
import { parseTokens } from './engine';
import { GFM_EXAMPLES } from '../test/gfm-examples';
import { plainBlocks } from './plain-blocks';
import { blocksOf } from './tree';
import { XSS_CORPUS } from '../test/xss-corpus';

const spec = await import('commonmark-spec');
const markdownIt = (source: string) => blocksOf(parseTokens(source, {}));

const GREETINGS = [
  '你好，我是你的购物助手。',
  '下午好！\n今天想买点什么？\n\n我可以帮你比价、查历史价格, 也能推荐好物。',
  '\n\n第一段\n\n\n第二段\n',
  'Hi! What would you like to buy today? (Prices in ¥, e.g. 2999元 or 12.5%.)',
  '价格：2999元；型号 A1 / B2 "Pro" \'Max\' {新款} $5 ^^',
];

/** Texts that hold some syntax: the fast path must leave each to markdown-it. */
const SYNTAX = [
  '# 标题', '> 引用', '- 项', '+ 项', '1. 项', '2) 项', '文字\n===', '文字\n---', '**粗**', '_斜_', '~~删~~',
  '`代码`', '[链接](https://a.cn)', '![图](https://a.cn/a.png)', '<b>', '&amp;', 'a | b', '见 https://a.cn',
  '见 www.a.cn', 'a@b.cn', '    代码', '\t代码', '行末两个空格  \n下一行', '行末\\\n下一行', ' 前导空格', '全角空格\u3000',
  '尾随空格 ', '\u3000首', 'a\0b',
]; // prettier-ignore

/** Texts drawn from characters a plain text may hold and the ones next to syntax (seeded, so a failure repeats). */
function randomTexts(count: number): string[] {
  const alphabet = [
    '你',
    '好',
    '。',
    '，',
    'a',
    'Z',
    '1',
    '9',
    '.',
    ')',
    '(',
    '!',
    ':',
    '#',
    '?',
    ';',
    '"',
    "'",
    '/',
    '%',
    ' ',
    '  ',
    '\n',
    '\n\n',
    '\t',
    '\u3000',
    '=',
    '-',
    '+',
    '$',
    '{',
  ];
  let seed = 14;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  return Array.from({ length: count }, () =>
    Array.from({ length: 1 + Math.floor(next() * 24) }, () => alphabet[Math.floor(next() * alphabet.length)]).join(''),
  );
}

describe('plainBlocks', () => {
  it.each(GREETINGS)('gives markdown-it’s blocks for plain text without building the parser: %j', (text) => {
    const fast = plainBlocks(text);
    expect(fast).not.toBeNull();
    expect(fast).toEqual(markdownIt(text));
  });

  it.each(SYNTAX)('leaves a text with Markdown syntax to markdown-it: %j', (text) => {
    expect(plainBlocks(text)).toBeNull();
  });

  it('agrees with markdown-it on every CommonMark and GFM example and the XSS corpus it accepts', () => {
    const texts = [
      ...spec.tests.map((e) => e.markdown.replace(/→/g, '\t')),
      ...GFM_EXAMPLES.map((e) => e.markdown),
      ...XSS_CORPUS,
      ...randomTexts(3000),
    ];
    let accepted = 0;
    for (const text of texts) {
      const fast = plainBlocks(text);
      if (!fast) continue;
      accepted++;
      expect(fast, JSON.stringify(text)).toEqual(markdownIt(text));
    }
    expect(accepted).toBeGreaterThan(20);
  });
});
