import { describe, expect, it } from 'vitest';
import { createMarkdownParser, parseInline, parseMarkdown } from './parse-markdown';

describe('parseMarkdown', () => {
  it('splits paragraphs and keeps single line breaks', () => {
    expect(parseMarkdown('第一段\n第二行\n\n第二段')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '第一段' }, { type: 'br' }, { type: 'text', text: '第二行' }] },
      { type: 'paragraph', children: [{ type: 'text', text: '第二段' }] },
    ]);
  });

  it('parses bold, italic, code and links inline', () => {
    expect(parseInline('买 **索尼** 的 *耳机* `WH-1000XM5` [链接](https://a.cn)')).toEqual([
      { type: 'text', text: '买 ' },
      { type: 'strong', children: [{ type: 'text', text: '索尼' }] },
      { type: 'text', text: ' 的 ' },
      { type: 'em', children: [{ type: 'text', text: '耳机' }] },
      { type: 'text', text: ' ' },
      { type: 'code', text: 'WH-1000XM5' },
      { type: 'text', text: ' ' },
      { type: 'link', href: 'https://a.cn', children: [{ type: 'text', text: '链接' }] },
    ]);
  });

  it('parses bullet and numbered lists', () => {
    const [bullets, numbers] = parseMarkdown('- 一\n- 二\n  续行\n\n3. 三\n4. 四');
    expect(bullets).toMatchObject({
      type: 'list',
      ordered: false,
      items: [[{ text: '一' }], [{ text: '二' }, { type: 'br' }, { text: '续行' }]],
    });
    expect(numbers).toMatchObject({ type: 'list', ordered: true, start: 3 });
  });

  it('parses tables with alignment', () => {
    const [table] = parseMarkdown('| 型号 | 价格 |\n|:--|--:|\n| A | ¥1 |\n| B | ¥2 |');
    expect(table).toMatchObject({
      type: 'table',
      align: ['left', 'right'],
      header: [[{ text: '型号' }], [{ text: '价格' }]],
      rows: [
        [[{ text: 'A' }], [{ text: '¥1' }]],
        [[{ text: 'B' }], [{ text: '¥2' }]],
      ],
    });
  });

  it('parses headings, fences (even unclosed while streaming), quotes and rules', () => {
    expect(parseMarkdown('## 标题\n> 引用\n\n---\n```js\nlet a')).toEqual([
      { type: 'heading', level: 2, children: [{ type: 'text', text: '标题' }] },
      { type: 'quote', children: [{ type: 'paragraph', children: [{ type: 'text', text: '引用' }] }] },
      { type: 'hr' },
      { type: 'code', lang: 'js', text: 'let a' },
    ]);
  });

  it('keeps raw HTML as text', () => {
    expect(parseMarkdown('<img src=x onerror=alert(1)>')).toEqual([
      { type: 'paragraph', children: [{ type: 'text', text: '<img src=x onerror=alert(1)>' }] },
    ]);
  });
});

/** Every construct, with blank lines inside a fence and a list, tables right after text, CRLF. */
const DOC = [
  '## 对比',
  '',
  '先看**降噪**，再看*续航*。',
  '第二行 [链接](https://a.cn)',
  '| 型号 | 价格 |',
  '|:--|--:|',
  '| A | ¥1 |',
  '',
  '- 一',
  '  续行',
  '- 二',
  '',
  '',
  '3. 三',
  '4. 四',
  '```js',
  'let a = 1;',
  '',
  '',
  'let b = 2;',
  '```',
  '> 引用一',
  '>',
  '> 引用二',
  '',
  '---',
  '   ',
  'A | B',
  '- 不是表格',
  '',
  '结尾~~删除~~。',
].join('\n');

describe('createMarkdownParser: a growing text parses its new part only', () => {
  it('gives what parseMarkdown gives, for every prefix of a text', () => {
    const parser = createMarkdownParser();
    for (let end = 0; end <= DOC.length; end++) expect(parser.parse(DOC.slice(0, end))).toEqual(parseMarkdown(DOC.slice(0, end)));
  });

  it('gives what parseMarkdown gives for texts that shrink, change or use CRLF', () => {
    const parser = createMarkdownParser();
    const texts = [DOC, DOC.slice(0, 40), DOC.replace('对比', '比较'), DOC.replace(/\n/g, '\r\n'), '', DOC];
    for (const text of texts) expect(parser.parse(text)).toEqual(parseMarkdown(text));
  });

  it('keeps the finished blocks of a growing text as the same objects', () => {
    const parser = createMarkdownParser();
    const first = parser.parse('# 标题\n\n第一段\n\n第二');
    const second = parser.parse('# 标题\n\n第一段\n\n第二段还在写');
    expect(second).toHaveLength(3);
    expect(second[0]).toBe(first[0]);
    expect(second[1]).toBe(first[1]);
    expect(second[2]).not.toBe(first[2]);
  });
});
