import { cleanup, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { json, mockFetch } from '@/test/fetch-mock';
import { chatStore } from '../chat-instance';
import { createRobotMessage, createUserMessage } from '../model';
import { ThinkingScreen } from './thinking-screen';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const show = (questionId: string) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ThinkingScreen questionId={questionId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => {
  cleanup();
  chatStore.getState().reset();
});

describe('/chatNext/thinking', () => {
  it('shows the full reasoning of an answer on screen, live while it thinks', () => {
    chatStore.getState().append([
      createUserMessage('q_local_1', '推荐耳机'),
      createRobotMessage('q_local_1', {
        questionId: 'q_live',
        reasoningContent: '先看预算，再看降噪',
        reasonStatus: 'thinking',
        status: 'thinking',
      }),
    ]);
    show('q_live');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('思考过程');
    expect(screen.getByText('问题：推荐耳机')).toBeTruthy();
    expect(screen.getByTestId('thinking-text').textContent).toBe('先看预算，再看降噪');
    expect(screen.getByTestId('thinking-time').textContent).toBe('正在深度思考…');
  });

  it('finds a stored answer in history by paging back', async () => {
    const page = (ids: string[]) => ({
      data: {
        chat_history_detail_list: ids.map((id) => ({
          question_id: id,
          question: `问${id}`,
          create_at: '2025-01-01T00:00:00Z',
          answer_info: { answer: { message: '答' }, answer_status: 1, answer_reason: `${id} 的思考`, think_ms: 2100 },
        })),
        latest_question_id: 'q_99',
      },
    });
    const { calls } = mockFetch(json(page(Array.from({ length: 50 }, (_, i) => `q_${i + 50}`))), json(page(['q_7', 'q_8'])));
    show('q_7');
    expect((await screen.findByTestId('thinking-text')).textContent).toBe('q_7 的思考');
    expect(screen.getByTestId('thinking-time').textContent).toBe('已深度思考（用时 2 秒）');
    expect(calls[1]!.body).toEqual({ limit: 50, question_id: 'q_50', load_next: true });
  });

  it('says so when the answer is not found', async () => {
    mockFetch(json({ data: { chat_history_detail_list: [], latest_question_id: null } }));
    show('q_none');
    expect(await screen.findByText('没有找到这条回答。')).toBeTruthy();
  });
});
