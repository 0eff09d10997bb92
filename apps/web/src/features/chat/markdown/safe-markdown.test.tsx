import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import '../conversation-strings';
import { SafeMarkdown } from './safe-markdown';

describe('SafeMarkdown', () => {
  it('renders structure as elements and never interprets HTML', () => {
    const { container } = render(<SafeMarkdown source={'**粗体**\n\n<script>alert(1)</script>\n\n- 项'} />);
    expect(container.querySelector('strong')?.textContent).toBe('粗体');
    expect(container.querySelector('script')).toBeNull();
    expect(container.textContent).toContain('<script>alert(1)</script>');
    expect(container.querySelector('ul li')?.textContent).toBe('项');
  });

  it('drops unsafe link targets but keeps the text', () => {
    const { container } = render(<SafeMarkdown source={'[点我](javascript:alert(1)) [好](https://example.com/a)'} />);
    const links = container.querySelectorAll('a');
    expect(links).toHaveLength(1);
    expect(links[0]!.getAttribute('href')).toBe('https://example.com/a');
    expect(links[0]!.getAttribute('rel')).toContain('noopener');
    expect(container.textContent).toContain('点我');
  });

  it('renders tables', () => {
    const { container } = render(<SafeMarkdown source={'| a | b |\n|---|---|\n| 1 | 2 |'} />);
    expect(container.querySelectorAll('th')).toHaveLength(2);
    const region = container.querySelector('[role="region"]')!;
    expect(region.getAttribute('aria-label')).toBe('表格（可左右滑动查看）');
    expect(region.getAttribute('tabindex')).toBe('0');
    expect(container.querySelector('td')?.textContent).toBe('1');
  });

  it('a source that grows in pieces ends as the same DOM as the whole source rendered once', () => {
    const source =
      '## 标题\n\n第一段 **粗体**\n\n- 一\n- 二\n\n| a | b |\n|---|---|\n| 1 | 2 |\n\n```\ncode\n\nmore\n```\n\n结尾';
    const { container, rerender } = render(<SafeMarkdown source="" />);
    for (let end = 1; end <= source.length; end += 3) rerender(<SafeMarkdown source={source.slice(0, end)} />);
    rerender(<SafeMarkdown source={source} />);
    const once = render(<SafeMarkdown source={source} />).container;
    expect(container.innerHTML).toBe(once.innerHTML);
  });
});
