import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { json, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { DONE, event, sseResponse } from '@/test/sse-response';
import { resetChat } from '../chat-instance';
import { ChatScreen } from './chat-screen';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

const card = { id: 'p1', title: '索尼 WH-1000XM5', mall: '京东', price: 2299, image: '/media/p1.png', url: '/item-detail?id=p1' };
const history = {
  chat_history_detail_list: [
    {
      question_id: 'q_old',
      question: '上次的问题',
      create_at: '2025-01-01T00:00:00Z',
      answer_info: { answer: { message: '上次的回答' }, answer_status: 1 },
    },
  ],
  latest_question_id: 'q_old',
};

function renderScreen(userId: string | null = 'u1') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ChatScreen userId={userId} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const frame = (status: string, content: Record<string, unknown> = {}, next_step: unknown = null) => ({
  status,
  content,
  next_step,
});

afterEach(() => {
  resetChat();
});

describe('ChatScreen', () => {
  it('shows recent history, then streams a new answer to the finish', async () => {
    const { calls } = mockFetch((call: RecordedCall) => {
      if (call.url === '/api/v2/history_chat_list') return json({ data: history });
      return sseResponse([
        event('q_srv:1', frame('plan', { question_id: 'q_srv', reasoning_content: '分析需求' })),
        event('q_srv:2', frame('answer_before_load', { think_ms: 1200 })),
        event('q_srv:3', frame('answer', { content: '推荐 **索尼**' })),
        event('q_srv:4', frame('finish', { product_cards: [card] }, ['降噪效果如何？'])),
        DONE,
      ]);
    });
    renderScreen();
    expect(await screen.findByText('上次的回答')).toBeTruthy();
    expect(calls[0]!.body).toEqual({ limit: 5 });

    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '推荐降噪耳机' } });
    fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Enter', keyCode: 13 });

    const robots = await screen.findAllByTestId('robot-message');
    const live = robots[robots.length - 1]!;
    await waitFor(() => expect(live.getAttribute('data-status')).toBe('finish'));
    expect(within(live).getByText('索尼').tagName).toBe('STRONG');
    expect(within(live).getByText('已深度思考（用时 1 秒）')).toBeTruthy();
    expect(within(live).getByTestId('product-card').textContent).toContain('¥2299');
    expect(within(live).getByRole('button', { name: '降噪效果如何？' })).toBeTruthy();
    expect(screen.getAllByTestId('user-message').map((m) => m.textContent)).toEqual(['上次的问题', '推荐降噪耳机']);
    const chatCall = calls.find((c) => c.url === '/api/v2/chat')!;
    expect(chatCall.body).toMatchObject({ question: '推荐降噪耳机', question_id: expect.stringMatching(/^q_local_/) });
  });

  it('shows the stream error text when the stream cannot open', async () => {
    mockFetch((call: RecordedCall) =>
      call.url === '/api/v2/chat' ? json({ error_code: 400, error_msg: '问题最多 2000 字' }, 400) : json({ data: history }),
    );
    renderScreen();
    fireEvent.change(screen.getByTestId('chat-input'), { target: { value: '你好' } });
    fireEvent.click(screen.getByTestId('send-button'));
    const error = await screen.findByTestId('robot-error');
    expect(error.textContent).toBe('网络异常，请稍后重试');
    expect(error.closest('[data-testid="robot-message"]')!.getAttribute('data-status')).toBe('error');
  });

  it('loads no history without a user and welcomes instead', async () => {
    const { fn } = mockFetch(json({ data: history }));
    renderScreen(null);
    expect(screen.getByText('你好，我是你的 AI 导购助手')).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(fn).not.toHaveBeenCalled();
  });
});
