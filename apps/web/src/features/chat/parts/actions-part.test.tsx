import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { json, mockFetch } from '@/test/fetch-mock';
import { toast } from '@/lib/toast';
import { useChatStore } from '../chat-context';
import { chatActions, chatStore } from '../chat-instance';
import type { RobotMessage } from '../model';
import { renderPart, robot } from '../test/render-part';
import { ActionsPart } from './actions-part';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

/** The part reads the live message from the store, as the list does. */
function LiveActions({ message }: { message: RobotMessage }) {
  const live = useChatStore((s) => s.messages[message.id]) as RobotMessage | undefined;
  return live ? <ActionsPart message={live} /> : null;
}

function setup(fields: Partial<RobotMessage> = {}) {
  const message = robot({ content: '**推荐** 索尼', ...fields });
  chatStore.getState().append([message]);
  renderPart(LiveActions, message);
  return message;
}

const pressed = (testId: string) => screen.getByTestId(testId).getAttribute('aria-pressed');

afterEach(() => {
  cleanup();
  chatStore.getState().reset();
  vi.useRealTimers();
});

describe('like, dislike, cancel', () => {
  it('like shows at once and is sent as 1; pressing it again cancels with 0', async () => {
    const { calls } = mockFetch(json({ data: { question_id: 'q_srv_1', assess: 1 } }));
    setup();
    fireEvent.click(screen.getByTestId('assess-like'));
    expect(pressed('assess-like')).toBe('true');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ url: '/api/v2/question_assess', body: { question_id: 'q_srv_1', assess: 1 } });
    fireEvent.click(screen.getByTestId('assess-like'));
    expect(pressed('assess-like')).toBe('false');
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls[1]!.body).toEqual({ question_id: 'q_srv_1', assess: 0 });
  });

  it('dislike replaces like; a refused call rolls back and tells the user why', async () => {
    mockFetch(json({ error_code: 500, error_msg: '服务器开小差了，请稍后重试' }, 500));
    setup({ assess: 'like' });
    fireEvent.click(screen.getByTestId('assess-dislike'));
    expect(pressed('assess-dislike')).toBe('true');
    expect(pressed('assess-like')).toBe('false');
    await waitFor(() => expect(pressed('assess-like')).toBe('true'));
    expect(pressed('assess-dislike')).toBe('false');
    expect(toast.error).toHaveBeenCalledWith('服务器开小差了，请稍后重试');
  });

  it('an answer the server has not named yet cannot be assessed or reported', () => {
    setup({ questionId: 'q_local_abc' });
    expect((screen.getByTestId('assess-like') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('feedback-open') as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('copy', () => {
  it('copies the words without Markdown; 已复制 resets after 1500 ms', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    setup();
    vi.useFakeTimers();
    await act(async () => {
      fireEvent.click(screen.getByTestId('copy-answer'));
    });
    expect(writeText).toHaveBeenCalledWith('推荐 索尼');
    expect(screen.getByTestId('copy-answer').textContent).toBe('已复制');
    act(() => vi.advanceTimersByTime(1499));
    expect(screen.getByTestId('copy-answer').textContent).toBe('已复制');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByTestId('copy-answer').textContent).toBe('复制');
  });
});

describe('feedback', () => {
  it('reports with labels from the groups and free text', async () => {
    const { calls } = mockFetch((call) =>
      call.url === '/api/v1/get_label_list'
        ? json({
            data: [
              {
                group_name: '内容问题',
                children: [
                  { name: '信息不准确', id: 1 },
                  { name: '推荐不相关', id: 2 },
                ],
              },
              { group_name: '其他', children: [{ name: '回答太慢', id: 3 }] },
            ],
          })
        : json({ data: { id: 'fb_1', created_at: 1 } }),
    );
    setup();
    fireEvent.click(screen.getByTestId('feedback-open'));
    const sheet = await screen.findByTestId('feedback-sheet', {}, { timeout: 10_000 });
    expect(sheet.getAttribute('role')).toBe('dialog');
    const labels = await screen.findAllByTestId('feedback-label');
    expect(labels.map((l) => l.textContent)).toEqual(['信息不准确', '推荐不相关', '回答太慢']);
    const submit = screen.getByTestId('feedback-submit') as HTMLButtonElement;
    expect(submit.disabled).toBe(true);
    fireEvent.click(labels[1]!);
    fireEvent.click(labels[2]!);
    fireEvent.change(screen.getByTestId('feedback-content'), { target: { value: '价格不对' } });
    fireEvent.click(submit);
    const done = await screen.findByTestId('feedback-submitted');
    expect(done.getAttribute('role')).toBe('status');
    expect(done.textContent).toContain('反馈已提交');
    expect(screen.queryByTestId('feedback-submit')).toBeNull();
    expect(calls.find((c) => c.url === '/api/v1/feed_back')!.body).toEqual({
      question_id: 'q_srv_1',
      content: '价格不对',
      label_ids: [2, 3],
    });
    // The sheet's chunk loads lazily: on a busy machine that alone can take seconds.
  }, 15_000);
});

describe('feedback on a desktop', () => {
  it('is a centred dialog that Esc closes', async () => {
    vi.stubGlobal(
      'matchMedia',
      (query: string) =>
        ({
          matches: query.includes('min-width: 1024px'),
          media: query,
          addEventListener: () => undefined,
          removeEventListener: () => undefined,
        }) as unknown as MediaQueryList,
    );
    onTestFinished(() => void vi.unstubAllGlobals());
    mockFetch(json({ data: [{ group_name: '其他', children: [{ name: '回答太慢', id: 3 }] }] }));
    setup();
    fireEvent.click(screen.getByTestId('feedback-open'));
    const sheet = await screen.findByTestId('feedback-sheet', {}, { timeout: 10_000 });
    expect(sheet.closest('.adm-center-popup-body')).not.toBeNull();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByTestId('feedback-sheet')).toBeNull(), { timeout: 5_000 });
  });
});

describe('what can be rated', () => {
  it.each(['error', 'cancel'] as const)('an answer that ended in %s offers no 赞/踩, but still copy and report', (status) => {
    setup({ status });
    expect(screen.queryByTestId('assess-like')).toBeNull();
    expect(screen.queryByTestId('assess-dislike')).toBeNull();
    expect(screen.getByTestId('answer-actions')).toBeTruthy();
  });

  it('a finished answer offers both', () => {
    setup({ status: 'finish' });
    expect(screen.getByTestId('assess-like')).toBeTruthy();
    expect(screen.getByTestId('assess-dislike')).toBeTruthy();
  });
});

describe('重新回答', () => {
  it('the latest answer offers it and asks its question again; so does an earlier one', async () => {
    const regenerate = vi.spyOn(chatActions, 'regenerate').mockResolvedValue(true);
    onTestFinished(() => regenerate.mockRestore());
    const message = setup();
    fireEvent.click(screen.getByRole('button', { name: '重新回答' }));
    await waitFor(() => expect(regenerate).toHaveBeenCalledWith(message.id));
    act(() => chatStore.getState().append([robot({ id: 'robot-later', questionId: 'q_later' })]));
    fireEvent.click(screen.getByRole('button', { name: '重新回答' }));
    await waitFor(() => expect(regenerate).toHaveBeenCalledTimes(2));
    expect(regenerate).toHaveBeenLastCalledWith(message.id);
  });

  it('is disabled while another answer streams, and a failed answer keeps its own retry instead', () => {
    setup();
    act(() => chatStore.setState({ phase: 'streaming' }));
    expect(screen.getByTestId('regenerate-answer')).toHaveProperty('disabled', true);
    cleanup();
    chatStore.getState().reset();
    setup({ status: 'error', errorType: 'server' });
    expect(screen.queryByTestId('regenerate-answer')).toBeNull();
  });
});
