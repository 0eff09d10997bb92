import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@/lib/query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { json, mockFetch, type RecordedCall } from '@/test/fetch-mock';
import { DONE, event, sseResponse } from '@/test/sse-response';
import { tokenStorage } from '@/lib/storage';
import { requestGuideTextEarly } from '../api/guide-text-early';
import { resetChat } from '../chat-instance';
import { ChatScreen } from './chat-screen';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const card = { id: 'p1', title: '索尼 WH-1000XM5', mall: '京东', price: 2299, image: '/media/p1.png', url: '/item-detail?id=p1' };
const history = {
  chat_history_detail_list: [
    {
      question_id: 'q_old',
      question: '上次的问题',
      create_at: '2025-01-01T00:00:00Z',
      assess: 1,
      answer_info: { answer: { message: '上次的回答' }, answer_status: 1 },
    },
  ],
  latest_question_id: 'q_old',
};

const frame = (status: string, content: Record<string, unknown> = {}, next_step: unknown = null) => ({
  status,
  content,
  next_step,
});

const settings: Record<string, unknown> = {
  '/api/v2/history_chat_list': history,
  '/api/v2/user/guide_text': { text: '下午好！想买点什么？', welcome_key: 'dynamic_sys_welcome' },
  '/api/v2/global_config': {
    guess: { list: ['推荐耳机', '推荐手机', '推荐电脑', '推荐相机'], update_at: 1 },
    upload: { image_max_bytes: 1, voice_max_bytes: 1, voice_max_seconds: 60 },
    feedback_content_max: 500,
  },
  '/api/v2/user/get_auth_other_status': { authorized: false, platform: 1 },
};

function server(chat: (call: RecordedCall) => Response) {
  return mockFetch((call) => (call.url in settings ? json({ data: settings[call.url] }) : chat(call)));
}

function renderScreen(userId: string | null = 'u1') {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <ChatScreen userId={userId} mode="text" />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const ask = (text: string) => {
  fireEvent.change(screen.getByTestId('chat-input'), { target: { value: text } });
  fireEvent.keyDown(screen.getByTestId('chat-input'), { key: 'Enter', keyCode: 13 });
};

afterEach(() => {
  resetChat();
  localStorage.clear();
});

describe('ChatScreen', () => {
  it('shows history and the welcome with suggestions, then streams a new answer with all its parts', async () => {
    const { calls } = server(() =>
      sseResponse([
        event('q_srv:1', frame('plan', { question_id: 'q_srv', reasoning_content: '分析需求' })),
        event('q_srv:2', frame('answer_before_load', { think_ms: 1200 })),
        event(
          'q_srv:3',
          frame('search_result', {
            search_result: {
              keywords: [{ query: '降噪耳机', keywords: ['降噪', '耳机'] }],
              links: [{ title: '选购指南', url: '/guide' }],
              products: [card],
            },
          }),
        ),
        event('q_srv:4', frame('answer', { content: '推荐 **索尼**' })),
        event(
          'q_srv:5',
          frame('cards_load', {
            product_cards: [card],
            button_type: 0,
            buttons: [{ button_text: '换一批更便宜的', sub_type: 0 }],
          }),
        ),
        event('q_srv:6', frame('finish', {}, ['降噪效果如何？'])),
        DONE,
      ]),
    );
    renderScreen();
    expect(await screen.findByText('上次的回答', {}, { timeout: 15_000 })).toBeTruthy();
    expect(await screen.findByText('下午好！想买点什么？')).toBeTruthy();
    expect(screen.getAllByTestId('suggestion').map((b) => b.textContent)).toEqual(['推荐耳机', '推荐手机', '推荐电脑']);
    fireEvent.click(screen.getByTestId('suggestions-refresh'));
    expect(screen.getAllByTestId('suggestion')[0]!.textContent).toBe('推荐相机');
    expect(calls.find((c) => c.url === '/api/v2/history_chat_list')!.body).toEqual({ limit: 5 });
    // The stored answer keeps its assessment.
    expect(within(screen.getAllByTestId('robot-message')[0]!).getByTestId('assess-like').getAttribute('aria-pressed')).toBe(
      'true',
    );

    ask('推荐降噪耳机');
    await waitFor(() => expect(screen.getAllByTestId('robot-message')).toHaveLength(2));
    const live = screen.getAllByTestId('robot-message')[1]!;
    await waitFor(() => expect(live.getAttribute('data-status')).toBe('finish'));
    expect(within(live).getByText('索尼').tagName).toBe('STRONG');
    expect(within(live).getByText('已深度思考（用时 1 秒）')).toBeTruthy();
    expect(within(live).getByTestId('search-query').textContent).toContain('降噪耳机');
    expect(within(live).getByTestId('product-card').textContent).toContain('¥2299');
    expect(within(live).getByTestId('answer-button').textContent).toBe('换一批更便宜的');
    expect(within(live).getByRole('button', { name: '降噪效果如何？' })).toBeTruthy();
    expect(screen.getAllByTestId('user-message').map((m) => m.textContent)).toEqual(['上次的问题', '推荐降噪耳机']);
    const chatCall = calls.find((c) => c.url === '/api/v2/chat')!;
    expect(chatCall.body).toMatchObject({
      question: '推荐降噪耳机',
      question_id: expect.stringMatching(/^q_local_/),
      is_auth: false,
    });
    await waitFor(() => expect(screen.getByTestId('chat-announcer').textContent).toBe('推荐 索尼'));
  });

  it('shows the stream error text when the stream cannot open, and offers to answer again', async () => {
    server(() => json({ error_code: 400, error_msg: '问题最多 2000 字' }, 400));
    renderScreen();
    await screen.findByText('上次的回答', {}, { timeout: 15_000 });
    ask('你好');
    const error = await screen.findByTestId('robot-error');
    expect(error.textContent).toBe('网络异常，请稍后重试');
    expect(error.closest('[data-testid="robot-message"]')!.getAttribute('data-status')).toBe('error');
    expect(screen.getByTestId('retry-answer').textContent).toBe('重新回答');
  });

  it(
    'shows the greeting asked at boot at once, then the conversation greets with that same answer',
    { timeout: 20_000 },
    async () => {
      let answerGuide!: () => void;
      const guideAnswered = new Promise<void>((resolve) => (answerGuide = resolve));
      const { calls } = mockFetch(async (call) => {
        if (call.url === '/api/v2/user/guide_text') {
          await guideAnswered;
          return json({ data: { text: '早上好，用户42！想买点什么？', welcome_key: 'dynamic_sys_welcome' } });
        }
        return call.url in settings ? json({ data: settings[call.url] }) : json({ data: {} });
      });
      tokenStorage.set('tok-early', 3600);
      requestGuideTextEarly('tok-early');
      renderScreen();
      expect(screen.queryByText(/用户42/)).toBeNull();
      answerGuide();
      const preview = await screen.findByText('早上好，用户42！想买点什么？');
      expect(preview.closest('[data-testid="welcome-preview"]')).not.toBeNull();
      // The conversation's welcome takes its place, from the same answer: one guide_text call in all.
      const welcome = await screen.findByTestId('welcome-message', {}, { timeout: 15_000 });
      await waitFor(() => expect(welcome.textContent).toContain('早上好，用户42！想买点什么？'), {
        timeout: 15_000,
      });
      expect(screen.queryByTestId('welcome-preview')).toBeNull();
      expect(calls.filter((c) => c.url === '/api/v2/user/guide_text')).toHaveLength(1);
      tokenStorage.remove();
    },
  );

  it('shows no early greeting that was asked for another login', async () => {
    server(() => json({ data: {} }));
    requestGuideTextEarly('tok-old');

    tokenStorage.set('tok-new', 3600);
    renderScreen();
    // The placeholder welcome is replaced by the loaded one (another element).
    await waitFor(() => expect(screen.getByTestId('welcome-message').textContent).toContain('下午好！想买点什么？'), {
      timeout: 15_000,
    });
    expect(screen.queryByTestId('welcome-preview')).toBeNull();
    tokenStorage.remove();
  });

  it('loads no history without a user', async () => {
    const { fn } = mockFetch(json({ data: history }));
    renderScreen(null);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await screen.findByTestId('message-list', {}, { timeout: 15_000 });
    expect(fn).not.toHaveBeenCalledWith('/api/v2/history_chat_list', expect.anything());
  });
});
