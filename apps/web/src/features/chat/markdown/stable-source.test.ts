import { describe, expect, it } from 'vitest';
import { stableSource, unfinishedInlineAt } from './stable-source';

describe('stableSource: the unfinished tail of a streaming answer is hidden', () => {
  it.each<[string, string, string]>([
    ['plain text streams as is', '推荐这款耳机', '推荐这款耳机'],
    ['an open bold run', '推荐 **索尼 WH', '推荐'],
    ['a closed bold run', '推荐 **索尼** 耳机', '推荐 **索尼** 耳机'],
    ['an open strike', '原价 ~~299', '原价'],
    ['an open single-tilde strike', '原价 ~299', '原价'],
    ['a range is text', '续航3~5天', '续航3~5天'],
    ['open inline code', '型号 `WH-1000', '型号'],
    ['an unfinished link text', '详见 [选购指', '详见'],
    ['a link without its url yet', '详见 [选购指南](', '详见'],
    ['an unfinished url', '详见 [选购指南](https://exa', '详见'],
    ['a finished link', '详见 [选购指南](https://example.com/a)', '详见 [选购指南](https://example.com/a)'],
    ['an open emphasis', '真的 *很', '真的'],
    ['a lone star is text', '5 * 3 = 15', '5 * 3 = 15'],
    ['a bare bullet', '第一行\n-', '第一行'],
    ['a bare heading marker', '第一段\n\n##', '第一段'],
    ['a bare number', '清单\n2.', '清单'],
    ['a partial fence', '代码：\n``', '代码：'],
    ['a bullet whose text has an open bold', '- **降噪', ''],
    ['a bullet keeps its finished text', '- 降噪 **强', '- 降噪'],
    ['a finished line is kept', '第一行\n', '第一行'],
  ])('%s', (_name, source, expected) => {
    expect(stableSource(source)).toBe(expected);
  });

  it('holds a table back until its separator row is there', () => {
    const intro = '对比如下：\n\n';
    expect(stableSource(`${intro}| 型号 | 价`)).toBe('对比如下：');
    expect(stableSource(`${intro}| 型号 | 价格 |\n`)).toBe('对比如下：');
    expect(stableSource(`${intro}| 型号 | 价格 |\n|---|--`)).toBe('对比如下：');
    expect(stableSource(`${intro}| 型号 | 价格 |\n|---|---|\n| 索尼 | 22`)).toBe(
      `${intro}| 型号 | 价格 |\n|---|---|\n| 索尼 | 22`,
    );
  });

  it('a line with a bar that turns out not to be a table is shown once the next line proves it', () => {
    expect(stableSource('A | B\n这不是表格')).toBe('A | B\n这不是表格');
  });

  it('leaves code inside an unclosed fence alone', () => {
    const source = '```js\nconst a = **b';
    expect(stableSource(source)).toBe(source);
  });

  it('finds the first unfinished construct', () => {
    expect(unfinishedInlineAt('a **b** c')).toBe(-1);
    expect(unfinishedInlineAt('a **b ~~c')).toBe(2);
  });
});

/** The first stableSource, which split the whole text on every call: the new one must agree with it. */
const reference = (() => {
  const FENCE_LINE = /^\s*(```|~~~)/;
  const PARTIAL_FENCE = /^\s*(`{1,3}|~{1,3})[\w+-]*\s*$/;
  /** A line that is only the start of a block, with no text yet. */
  const BARE_MARKER = /^\s*(#{1,6}|[-*+]|\d{1,9}[.)]?|>|[-*_]{2,}|\|)\s*$/;
  /** The block prefix of a line (heading, bullet, number, quote), kept when the text is trimmed. */
  const BLOCK_PREFIX = /^\s*(#{1,6}\s+|[-*+]\s+|\d{1,9}[.)]\s+|>\s?)?/;
  const SEPARATOR_SO_FAR = /^\s*\|?[\s:|-]*$/;
  const PAIRED = ['**', '__', '~~'] as const;

  /** The position where the first unfinished inline construct starts, or -1 when all are closed. */
  function unfinishedInlineAt(text: string): number {
    const open: Array<{ marker: string; at: number }> = [];
    const toggle = (marker: string, at: number) => {
      if (open[open.length - 1]?.marker === marker) open.pop();
      else open.push({ marker, at });
    };
    let i = 0;
    outer: while (i < text.length) {
      const ch = text[i]!;
      if (ch === '`') {
        const close = text.indexOf('`', i + 1);
        if (close < 0) return open[0]?.at ?? i;
        i = close + 1;
        continue;
      }
      for (const marker of PAIRED) {
        if (text.startsWith(marker, i)) {
          toggle(marker, i);
          i += marker.length;
          continue outer;
        }
      }
      if (ch === '[') {
        const close = text.indexOf(']', i + 1);
        const unfinished = close < 0 || close === text.length - 1 || (text[close + 1] === '(' && text.indexOf(')', close) < 0);
        if (unfinished) return Math.min(open[0]?.at ?? i, i);
      }
      // A single `*` opens emphasis only when text follows it directly.
      if (ch === '*' && (open[open.length - 1]?.marker === '*' || /\S/.test(text[i + 1] ?? ''))) toggle('*', i);
      i++;
    }
    return open[0]?.at ?? -1;
  }

  function trimInline(line: string): string {
    const prefix = BLOCK_PREFIX.exec(line)?.[0] ?? '';
    const at = unfinishedInlineAt(line.slice(prefix.length));
    if (at < 0) return line;
    const kept = line.slice(0, prefix.length + at).trimEnd();
    return kept.length > prefix.trimEnd().length ? kept : '';
  }

  /** Inside an unclosed code fence every character is code: nothing to hide. */
  const insideFence = (lines: string[]): boolean => lines.filter((l) => FENCE_LINE.test(l)).length % 2 === 1;

  /** Lines of the trailing paragraph (after the last blank line). */
  function trailingParagraphStart(lines: string[]): number {
    let i = lines.length;
    while (i > 0 && lines[i - 1]!.trim()) i--;
    return i;
  }

  /** The part of a streaming answer that is safe to render now. */
  function referenceStableSource(source: string): string {
    const lines = source.replace(/\r\n?/g, '\n').split('\n');
    // The last element is the unfinished line ('' when the source ends with a newline).
    const last = lines.pop()!;
    if (insideFence(lines)) return source;

    const start = trailingParagraphStart(lines);
    const paragraph = [...lines.slice(start), last].filter((l) => l.trim());
    const tableInProgress =
      paragraph.length > 0 &&
      paragraph[0]!.includes('|') &&
      (paragraph.length === 1 || (paragraph.length === 2 && SEPARATOR_SO_FAR.test(paragraph[1]!) && last.trim() !== ''));
    if (tableInProgress) return lines.slice(0, start).join('\n').replace(/\n+$/, '');

    if (!last) return lines.join('\n');
    const kept = PARTIAL_FENCE.test(last) || BARE_MARKER.test(last) ? '' : trimInline(last);
    return [...lines, kept].join('\n').replace(/\n+$/, '');
  }
  return referenceStableSource;
})();

const DOCS = [
  '````\n``` ```\n~~~```\n\t```\n a ```\n  ~~~ **粗\n正文 `x\n```\n',
  '## 对比\n\n先看**降噪**，再看*续航*。\n第二行 [链接](https://a.cn)\n| 型号 | 价格 |\n|:--|--:|\n| A | ¥1 |\n\n- 一\n  续行\n- **二**\n\n\n3. 三\n',
  '```js\nlet a = 1;\n\n  ~~~\nlet b = 2;\n```\n> 引用 `代码\n>\n---\n   \nA | B\n- 不是表格\n\n结尾~~删除~~。',
  '\n\n| a | b |\n| - | - |\n| 1 | 2 |\n第一\n第二\n第三\n| x |\n\n\u3000```\n内容\n\u3000```\n尾巴 **粗',
  '行一\r\n行二 *斜\r\n\r\n| a |\r\n|--|\r\n``\r\n```\r\ncode **',
];

describe('stableSource reads only the tail, with the same result as before', () => {
  it.each(DOCS.map((doc, i) => [i, doc] as const))('every prefix of document %i', (_i, doc) => {
    for (let end = 0; end <= doc.length; end++) expect(stableSource(doc.slice(0, end))).toBe(reference(doc.slice(0, end)));
  });
});
