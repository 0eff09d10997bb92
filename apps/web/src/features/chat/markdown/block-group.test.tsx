import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import '../conversation-strings';
import { estimatedHeight, GROUP_BLOCKS, groupRanges } from './block-group';
import { SafeMarkdown } from './safe-markdown';
import { parseMarkdown } from './stream-parser';

describe('block groups', () => {
  it.each([
    [0, []],
    [1, [[0, 1]]],
    [GROUP_BLOCKS, [[0, GROUP_BLOCKS]]],
    [
      GROUP_BLOCKS + 1,
      [
        [0, GROUP_BLOCKS],
        [GROUP_BLOCKS, GROUP_BLOCKS + 1],
      ],
    ],
  ])('%i blocks make the groups %j', (count, ranges) => expect(groupRanges(count)).toEqual(ranges));

  it('guesses a taller group for more text', () => {
    const short = parseMarkdown('短');
    const long = parseMarkdown(`${'很长的一段说明文字。'.repeat(50)}\n\n- 一\n- 二`);
    expect(estimatedHeight(long)).toBeGreaterThan(estimatedHeight(short) + 500);
  });

  it('puts every block of an answer, in order, into groups the browser may skip off screen', () => {
    const source = Array.from({ length: 40 }, (_, i) => `段落 ${i}`).join('\n\n');
    const { container } = render(<SafeMarkdown source={source} />, { wrapper: MemoryRouter });
    const groups = [...container.firstElementChild!.children] as HTMLElement[];
    expect(groups.map((g) => g.children.length)).toEqual([16, 16, 8]);
    expect(groups[0]!.style.containIntrinsicSize).toMatch(/^auto 100vw auto \d+px$/);
    expect([...container.querySelectorAll('p')].map((p) => p.textContent)).toEqual(
      Array.from({ length: 40 }, (_, i) => `段落 ${i}`),
    );
  });

  it('a short answer (one group) is never skipped: it keeps its real height above the reader', () => {
    const { container } = render(<SafeMarkdown source={'一段\n\n两段'} />, { wrapper: MemoryRouter });
    const groups = [...container.firstElementChild!.children] as HTMLElement[];
    expect(groups).toHaveLength(1);
    expect(groups[0]!.style.containIntrinsicSize).toBe('');
  });

  it('keeps the DOM of finished groups while the answer streams on', () => {
    const first = Array.from({ length: 20 }, (_, i) => `段落 ${i}`).join('\n\n');
    const { container, rerender } = render(<SafeMarkdown source={first} live />, { wrapper: MemoryRouter });
    const paragraph = container.querySelector('p');
    rerender(<SafeMarkdown source={`${first}\n\n更多内容`} live />);
    expect(container.querySelector('p')).toBe(paragraph);
    expect(container.querySelectorAll('p')).toHaveLength(21);
  });
});
