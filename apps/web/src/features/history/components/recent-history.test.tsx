import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import '@/lib/i18n';
import { conversationChanged } from '@/lib/app-events';
import { json, mockFetch } from '@/test/fetch-mock';
import { recentKey } from '../recent-key';
import RecentHistory from './recent-history';

const at = new Date().toISOString();
const entries = [
  { kind: 'question', question_id: 'q_1', question: '推荐降噪耳机', answer_excerpt: '索尼', at },
  { kind: 'session', session_id: 's_1', title: '轻薄本', question: '续航', answer_excerpt: '', at },
];

function renderSidebar(activeKey: string | null) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <RecentHistory activeKey={activeKey} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('recent history sidebar', () => {
  it('lists both chat screens, each opening in its own conversation, the open one marked', async () => {
    const { calls } = mockFetch(json({ data: { list: entries, total: 2 } }));
    renderSidebar(recentKey.question('q_1'));
    const nav = screen.getByRole('navigation', { name: '最近的提问' });
    const question = await screen.findByRole('link', { name: /推荐降噪耳机/ });
    expect(nav.contains(question)).toBe(true);
    expect(question.getAttribute('href')).toBe('/chatNext?question_id=q_1');
    expect(question.getAttribute('aria-current')).toBe('page');
    const session = screen.getByRole('link', { name: /轻薄本/ });
    expect(session.getAttribute('href')).toBe('/chat/s_1');
    expect(session.getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: '查看全部历史' }).getAttribute('href')).toBe('/history');
    expect(calls[0]!.body).toMatchObject({ offset: 0, keyword: null });
  });

  it('refreshes when an answer settles', async () => {
    let list = entries.slice(1);
    mockFetch(() => json({ data: { list, total: list.length } }));
    renderSidebar(null);
    await screen.findByRole('link', { name: /轻薄本/ });
    list = entries;
    act(() => conversationChanged());
    await waitFor(() => expect(screen.getByRole('link', { name: /推荐降噪耳机/ })).toBeTruthy());
  });

  it('says so, with a retry, when the list cannot load', async () => {
    mockFetch(json({ error_code: 500, error_msg: '服务异常' }, 500));
    renderSidebar(null);
    expect((await screen.findByRole('alert')).textContent).toContain('历史记录加载失败');
    expect(screen.getByRole('button', { name: '重试' })).toBeTruthy();
  });
});
