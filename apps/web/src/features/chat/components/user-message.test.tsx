import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { useChatStore } from '../chat-context';
import { chatActions, ChatNextProvider, chatStore } from '../chat-instance';
import '../conversation-strings';
import { createRobotMessage, createUserMessage, type UserMessage } from '../model';
import { LONG_PRESS_MS } from '../hooks/use-long-press';
import { MessageView } from './message-view';

/** The message as the list shows it: read from the store, in its frame (time, edit). */
function Live({ id }: { id: string }) {
  const message = useChatStore((s) => s.messages[id]) as UserMessage | undefined;
  return message ? <MessageView message={message} /> : null;
}

const show = (fields: Parameters<typeof createUserMessage>[2], questionId = 'q') => {
  const message = createUserMessage(questionId, '这个怎么样', fields);
  chatStore.getState().append([message]);
  return render(
    <MemoryRouter>
      <ChatNextProvider>
        <Live id={message.id} />
      </ChatNextProvider>
    </MemoryRouter>,
  );
};

afterEach(() => {
  cleanup();
  chatStore.getState().reset();
  vi.useRealTimers();
});

describe('the user message', () => {
  it('shows the picture, the product link with its target price, and the words', () => {
    show({ images: ['/media/a.png', 'javascript:alert(1)'], cardUrl: '/item-detail?id=p_1', targetPrice: 199 });
    expect(screen.getAllByTestId('user-image')).toHaveLength(1);
    expect(screen.getByTestId('user-card').textContent).toBe('我想了解这个商品（目标价 ¥199）');
    expect(screen.getByText('这个怎么样')).toBeTruthy();
  });

  it('a picture the user sent opens full screen on tap, and Escape closes it', () => {
    show({ images: ['/media/a.png'] });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByTestId('user-image'));
    const viewer = screen.getByRole('dialog');
    expect(viewer.querySelector('img')?.getAttribute('src')).toBe('/media/a.png');
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a recording plays once uploaded; before that it says it is uploading', () => {
    const { unmount } = show({ voice: { voiceId: '', voiceDuration: 3.4, url: '' } });
    expect(screen.getByRole('button', { name: '语音上传中' })).toHaveProperty('disabled', true);
    unmount();
    show({ voice: { voiceId: 'up', voiceDuration: 3.4, url: '/media/v.webm' } }, 'q2');
    expect(screen.getByRole('button', { name: '播放语音，3 秒' })).toHaveProperty('disabled', false);
    expect(screen.getByTestId('voice-bubble').textContent).toBe('3″');
  });

  it('the latest question can be edited in place: 发送 asks the new words in its turn, 取消 and Esc leave it; an earlier one cannot', () => {
    show({}, 'q_old');
    expect(screen.getByTestId('edit-question')).toBeTruthy();
    act(() => chatStore.getState().append([createUserMessage('q_new', '后来的问题'), createRobotMessage('q_new')]));
    expect(screen.queryByTestId('edit-question')).toBeNull();
    cleanup();
    const edit = vi.spyOn(chatActions, 'editQuestion').mockResolvedValue(true);
    show({}, 'q_latest');
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    const box = screen.getByRole('textbox', { name: '编辑问题' }) as HTMLTextAreaElement;
    expect(box.value).toBe('这个怎么样');
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('textbox', { name: '编辑问题' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    fireEvent.click(screen.getByRole('button', { name: '取消' }));
    expect(edit).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('button', { name: '编辑' }));
    fireEvent.change(screen.getByRole('textbox', { name: '编辑问题' }), { target: { value: '  那个呢 ' } });
    fireEvent.click(screen.getByRole('button', { name: '发送' }));
    expect(edit).toHaveBeenCalledWith('user-q_latest', '那个呢');
    expect(screen.queryByRole('textbox', { name: '编辑问题' })).toBeNull();
    // Nothing went to the composer.
    expect(chatStore.getState().edit).toBeNull();
    edit.mockRestore();
  });

  it('no editing while an answer streams', () => {
    show({});
    act(() => chatStore.setState({ phase: 'streaming' }));
    expect(screen.getByTestId('edit-question')).toHaveProperty('disabled', true);
  });

  it('shows its send time after a long press by touch, and not after a tap', () => {
    vi.useFakeTimers();
    show({ dateTime: new Date().toISOString() });
    const article = screen.getByTestId('user-message');
    const frame = article.parentElement!;
    const time = screen.getByTestId('message-time');
    expect(time.textContent).toMatch(/^\d{2}:\d{2}$/);
    fireEvent.pointerDown(article, { pointerType: 'touch', clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(100));
    fireEvent.pointerUp(article, { pointerType: 'touch' });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(frame.getAttribute('data-show-time')).toBeNull();
    fireEvent.pointerDown(article, { pointerType: 'touch', clientX: 10, clientY: 10 });
    act(() => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(frame.getAttribute('data-show-time')).toBe('true');
    // Not part of the question's text.
    expect(article.textContent).toBe('这个怎么样');
  });
});
