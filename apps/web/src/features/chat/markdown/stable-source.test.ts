import { describe, expect, it } from 'vitest';
import { stableSource, unfinishedInlineAt } from './stable-source';

describe('stableSource: the unfinished tail of a streaming answer is hidden', () => {
  it.each<[string, string, string]>([
    ['plain text streams as is', '推荐这款耳机', '推荐这款耳机'],
    ['an open bold run', '推荐 **索尼 WH', '推荐'],
    ['a closed bold run', '推荐 **索尼** 耳机', '推荐 **索尼** 耳机'],
    ['an open strike', '原价 ~~299', '原价'],
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
