import { describe, expect, it } from 'vitest';
import { markdownToPlainText } from './plain-text';

describe('markdownToPlainText', () => {
  it('keeps the words and drops the syntax', () => {
    const source =
      '### 推荐\n\n**索尼** 降噪 [指南](https://example.com)\n\n- 一\n- 二\n\n| 型号 | 价格 |\n|---|---|\n| A | ¥1 |';
    expect(markdownToPlainText(source)).toBe('推荐\n\n索尼 降噪 指南\n\n• 一\n• 二\n\n型号\t价格\nA\t¥1');
  });

  it('numbers ordered lists from their start', () => {
    expect(markdownToPlainText('3. 三\n4. 四')).toBe('3. 三\n4. 四');
  });
});
