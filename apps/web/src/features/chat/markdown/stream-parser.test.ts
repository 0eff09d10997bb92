import { describe, expect, it } from 'vitest';
import { createMarkdownParser, parseMarkdown, STEP_CHARS } from './stream-parser';

const ANSWER =
  '## 推荐\n\n第一段 **粗体**\n\n- 一\n- 二\n\n  续\n\n1. 甲\n   - 乙\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```js\nx\n\ny\n```\n\n> 引\n> 用\n\n结尾段落';

describe('the streaming parser', () => {
  it('keeps a finished block as the same object and ends with the same blocks as one parse', () => {
    const parser = createMarkdownParser();
    const firsts = new Set<unknown>();
    let last = parser.parse('');
    for (let end = 1; end <= ANSWER.length; end += 2) {
      last = parser.parse(ANSWER.slice(0, end));
      if (end >= ANSWER.indexOf('- 一')) firsts.add(last.blocks[0]);
    }
    last = parser.parse(ANSWER);
    // The heading is final once the next block's first line is complete: one object from then on.
    expect(firsts.size).toBe(1);
    expect(JSON.stringify(last.blocks)).toBe(JSON.stringify(parseMarkdown(ANSWER)));
    expect(last.complete).toBe(true);
  });

  it.each([
    ['段落\n#', '段落\n#a'],
    ['- 一\n\n', '- 一\n\n  续'],
    ['文字\n', '文字\n==='],
    ['| a | b |\n', '| a | b |\n|---|---|'],
  ])('does not close a block early: %j then %j', (first, second) => {
    const parser = createMarkdownParser();
    parser.parse(first);
    expect(JSON.stringify(parser.parse(second).blocks)).toBe(JSON.stringify(parseMarkdown(second)));
  });

  it('parses a long text that arrives at once in steps of about STEP_CHARS', () => {
    const text = Array.from({ length: 60 }, (_, i) => `### 第 ${i} 节\n\n${'说明文字。'.repeat(100)}\n\n`).join('');
    const parser = createMarkdownParser();
    const calls: number[] = [];
    for (let r = parser.parse(text); ; r = parser.parse(text)) {
      calls.push(r.blocks.length);
      if (r.complete) break;
    }
    expect(calls.length).toBeGreaterThanOrEqual(Math.floor(text.length / (STEP_CHARS + 1000)));
    expect(calls.at(-1)).toBe(120);
    expect(calls).toEqual([...calls].sort((a, b) => a - b));
  });

  it('starts over for a text that is not a continuation', () => {
    const parser = createMarkdownParser();
    parser.parse('# 一\n\n段落\n\n更多');
    expect(JSON.stringify(parser.parse('另一条').blocks)).toBe(JSON.stringify(parseMarkdown('另一条')));
  });
});
