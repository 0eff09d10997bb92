import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { fetchHistoryPage } from './history-page';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const empty = { data: { chat_history_detail_list: [], latest_question_id: null } };

describe('history_chat_list', () => {
  it.each<[string, Parameters<typeof fetchHistoryPage>[0], Record<string, unknown>]>([
    ['the latest page', {}, { limit: 5 }],
    ['older than a server id', { questionId: 'q_9', loadNext: true }, { limit: 5, question_id: 'q_9', load_next: true }],
    ['a q_local_ id is omitted', { questionId: 'q_local_abc', loadNext: true, limit: 10 }, { limit: 10 }],
  ])('%s', async (_name, request, body) => {
    const { calls } = mockFetch(json(empty));
    await fetchHistoryPage(request);
    expect(calls[0]).toMatchObject({ url: '/api/v2/history_chat_list', body });
  });

  it('a failure is an empty result (spec section 8), marked as such', async () => {
    mockFetch(json({ error_code: 500, error_msg: 'x' }, 500));
    await expect(fetchHistoryPage()).resolves.toEqual({
      list: { chat_history_detail_list: [], latest_question_id: null },
      ok: false,
    });
  });
});
