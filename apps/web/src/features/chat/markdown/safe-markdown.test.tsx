import { act, fireEvent, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import '../conversation-strings';
import { SafeMarkdown } from './safe-markdown';
import { UNSAFE_SCHEME, XSS_CORPUS } from '../test/xss-corpus';

const show = (source: string) => render(<SafeMarkdown source={source} />, { wrapper: MemoryRouter }).container;

describe('SafeMarkdown', () => {
  it('renders structure as elements and never interprets HTML', () => {
    const container = show('**粗体**\n\n<script>alert(1)</script>\n\n- 项');
    expect(container.querySelector('strong')?.textContent).toBe('粗体');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('ul li')?.textContent).toBe('项');
  });

  it.each(XSS_CORPUS.map((payload, i) => [i + 1, payload]))('XSS payload %i renders inert: %j', (_n, payload) => {
    (window as { __xss?: unknown }).__xss = undefined;
    const container = show(payload);
    expect(container.querySelector('script, iframe, svg, details, [onerror], [onload], [onmouseover], [ontoggle]')).toBeNull();
    for (const el of container.querySelectorAll('[href], [src]')) {
      const url = el.getAttribute('href') ?? el.getAttribute('src') ?? '';
      expect(url).not.toMatch(UNSAFE_SCHEME);
      expect(url.startsWith('//') || url.startsWith('/\\')).toBe(false);
      if (el.tagName === 'IMG') expect(url).toMatch(/^(https:\/\/|\/media\/)/);
    }
    expect((window as { __xss?: unknown }).__xss).toBeUndefined();
  });

  it('keeps the words of a link whose target is refused', () => {
    const container = show('[点我](javascript:alert(1)) [好](https://example.com/a)');
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/a');
    expect(links[0]!.getAttribute('target')).toBe('_blank');
    expect(links[0]!.getAttribute('rel')).toBe('noopener noreferrer');
    expect(container.textContent).toContain('点我');
  });

  it('opens product links in the app and external ones in a new tab', () => {
    const container = show('[耳机](/item-detail?id=p_000003) 见 <https://example.com/x> 和 https://shop.example.com/小米_(公司)');
    const [product, auto, bare] = [...container.querySelectorAll('a')];
    expect(product!.getAttribute('href')).toBe('/item-detail?id=p_000003');
    expect(product!.hasAttribute('target')).toBe(false);
    expect(auto!.getAttribute('href')).toBe('https://example.com/x');
    expect(bare!.textContent).toBe('https://shop.example.com/小米_(公司)');
    expect(bare!.getAttribute('target')).toBe('_blank');
  });

  it.each([
    ['**价格：**2999元', 'strong', '价格：'],
    ['这是**“性价比之王”**这个', 'strong', '“性价比之王”'],
    ['***x***', 'em strong, strong em', 'x'],
    ['_x_', 'em', 'x'],
    ['~~原价~~', 's, del', '原价'],
  ])('%j has %s %j', (source, selector, text) => {
    expect(show(source).querySelector(selector)?.textContent).toBe(text);
  });

  it.each([
    ['&yen;1299 &times; 2&nbsp;件', '¥1299 × 2\u00a0件'],
    ['评分 4.8\\* 和 my\\_list', '评分 4.8* 和 my_list'],
    ['见注释[^1]', '见注释[^1]'],
    ['见注释[^1]\n\n[^1]: 注释', '见注释[^1]'],
  ])('%j reads %j', (source, text) => {
    const container = show(source);
    expect(container.querySelector('p')?.textContent).toBe(text);
    expect(container.querySelector('a')).toBeNull();
  });

  it('nests lists and keeps their numbers', () => {
    const container = show('1. 一\n   - 甲\n   - 乙\n2. 二\n3. 三');
    expect([...container.querySelectorAll('ol > li')].map((li) => li.firstChild?.textContent)).toEqual(['一', '二', '三']);
    expect(container.querySelectorAll('ol > li > ul > li')).toHaveLength(2);
  });

  it('renders task items as read-only checkboxes', () => {
    const boxes = show('- [x] 已下单\n- [ ] 待收货').querySelectorAll<HTMLInputElement>('input[type="checkbox"]');
    expect([...boxes].map((b) => [b.checked, b.disabled])).toEqual([
      [true, true],
      [false, true],
    ]);
  });

  it('renders tables with alignment and escaped pipes in a named, focusable scroll region', () => {
    const container = show('| 型号 | 价格 |\n|:---|---:|\n| A \\| B | ¥1 |\n\n| x |\n|---|\n| 1 |');
    expect(container.querySelectorAll('th')).toHaveLength(3);
    const cells = container.querySelectorAll('td');
    expect(cells[0]!.textContent).toBe('A | B');
    expect(cells[1]!.style.textAlign).toBe('right');
    const regions = [...container.querySelectorAll('[role="region"]')];
    expect(regions.map((r) => r.getAttribute('aria-label'))).toEqual([
      '表格 1：型号、价格（可左右滑动查看）',
      '表格 2：x（可左右滑动查看）',
    ]);
    expect(regions[0]!.getAttribute('tabindex')).toBe('0');
  });

  it('shows a code block with its language and a copy button', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const container = show('```python\nprint("你好")\n```');
    expect(container.querySelector('code.language-python')?.textContent).toBe('print("你好")\n');
    expect(container.textContent).toContain('python');
    await act(async () => fireEvent.click(container.querySelector('button')!));
    expect(writeText).toHaveBeenCalledWith('print("你好")');
    expect(container.querySelector('button')?.textContent).toBe('已复制');
    // Highlighting arrives once the highlighter has loaded.
    await vi.waitFor(() => expect(container.querySelector('code span[class^="hljs-"]')).not.toBeNull());
    expect(container.querySelector('code')?.textContent).toBe('print("你好")\n');
  });

  it('shows https and /media/ images lazily in a fixed box, alt text when refused or broken, full screen on tap', () => {
    const container = show('![耳机](https://img.example.com/a.png) ![本站](/media/p/a.png) ![旧](http://img.example.com/b.png)');
    const images = container.querySelectorAll('img');
    expect([...images].map((i) => [i.getAttribute('src'), i.getAttribute('loading')])).toEqual([
      ['https://img.example.com/a.png', 'lazy'],
      ['/media/p/a.png', 'lazy'],
    ]);
    expect(container.textContent).toContain('旧');
    fireEvent.error(images[1]!);
    expect(container.querySelectorAll('img')).toHaveLength(1);
    expect(container.textContent).toContain('本站');
    fireEvent.click(container.querySelector('button')!);
    const dialog = document.querySelector('[role="dialog"]')!;
    expect(dialog.querySelector('img')?.getAttribute('src')).toBe('https://img.example.com/a.png');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it.each(['**', '```', '| a |\n|', '[x](', '- [', '> > >', '\\', '![', '<', '1.\n\n   -', '*'.repeat(500), '['.repeat(500)])(
    'never throws or blanks on malformed %j',
    (source) => {
      expect(() => show(`前文\n\n${source}`)).not.toThrow();
      expect(show(`前文\n\n${source}`).textContent).toContain('前文');
    },
  );

  it('a source that grows in pieces ends as the same DOM as the whole source rendered once', () => {
    const source =
      '## 标题\n\n第一段 **粗体**\n\n- 一\n- 二\n\n  续\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n\nmore\n```\n\n[r]: /item-detail?id=p_1\n\n见[r]\n\n结尾';
    const { container, rerender } = render(<SafeMarkdown source="" live />, { wrapper: MemoryRouter });
    for (let end = 1; end <= source.length; end += 3) rerender(<SafeMarkdown source={source.slice(0, end)} live />);
    rerender(<SafeMarkdown source={source} />);
    const once = show(source);
    expect(container.innerHTML).toBe(once.innerHTML);
  });

  it('shows a long finished answer in steps, all of it in the end', async () => {
    const section = (i: number) => `### 第 ${i} 节\n\n${'这是一段很长的说明文字，'.repeat(80)}\n\n- 要点 **${i}**\n- 其他\n\n`;
    const source = Array.from({ length: 120 }, (_, i) => section(i)).join('');
    expect(source.length).toBeGreaterThan(100_000);
    const container = show(source);
    const first = container.querySelectorAll('[data-level="3"]').length;
    expect(first).toBeGreaterThan(0);
    expect(first).toBeLessThan(120);
    await vi.waitFor(() => expect(container.querySelectorAll('[data-level="3"]')).toHaveLength(120), { timeout: 5000 });
  });
});
