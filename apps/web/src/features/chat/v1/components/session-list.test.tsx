import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { json, mockFetch } from '@/test/fetch-mock';
import '../../conversation-strings';
import { SessionList } from './session-list';

const session = (i: number) => ({
  session_id: `s_${i}`,
  title: `会话 ${i}`,
  last_question: `问题 ${i}`,
  create_time: '2026-11-20T07:00:00Z',
  update_time: '2026-11-20T08:00:00Z',
});

function renderList(list: ReturnType<typeof session>[], total: number) {
  mockFetch(json({ data: { list, total } }));
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <SessionList />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('SessionList', () => {
  it.each([
    ['all sessions fit: no link to the rest', 2, 2, null],
    ['more than the page: a link to History with the count', 2, 73, '更早的会话在「历史记录」里（共 73 个）'],
  ])('%s', async (_, shown, total, more) => {
    renderList(
      Array.from({ length: shown }, (_, i) => session(i)),
      total,
    );
    expect(await screen.findAllByTestId('session-item')).toHaveLength(shown);
    const link = screen.queryByTestId('sessions-more');
    expect(link?.textContent ?? null).toBe(more);
    if (link) expect(link.getAttribute('href')).toBe('/history');
  });
});
