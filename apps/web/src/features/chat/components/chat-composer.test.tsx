import { fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { chatSession, chatStore } from '../chat-instance';
import { ChatComposer } from './chat-composer';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

beforeEach(() => {
  vi.spyOn(chatSession, 'ask').mockResolvedValue();
  vi.spyOn(chatSession, 'stop').mockResolvedValue();
});
afterEach(() => {
  vi.restoreAllMocks();
  chatStore.getState().reset();
});

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;

describe('ChatComposer', () => {
  it('is a labelled textarea; Enter sends and clears it', () => {
    render(<ChatComposer />);
    expect(screen.getByLabelText('输入你的问题')).toBe(input());
    fireEvent.change(input(), { target: { value: '推荐耳机' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(chatSession.ask).toHaveBeenCalledWith('推荐耳机');
    expect(input().value).toBe('');
  });

  it('Shift+Enter does not send', () => {
    render(<ChatComposer />);
    fireEvent.change(input(), { target: { value: '第一行' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13, shiftKey: true });
    expect(chatSession.ask).not.toHaveBeenCalled();
  });

  it('Enter during IME composition never sends; after compositionend it does', () => {
    render(<ChatComposer />);
    fireEvent.change(input(), { target: { value: 'tuijian' } });
    fireEvent.compositionStart(input());
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(chatSession.ask).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input());
    fireEvent.change(input(), { target: { value: '推荐' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(chatSession.ask).toHaveBeenCalledWith('推荐');
  });

  it('shows the stop button while an answer streams', () => {
    chatStore.setState({ phase: 'streaming' });
    render(<ChatComposer />);
    expect(screen.queryByTestId('send-button')).toBeNull();
    fireEvent.click(screen.getByTestId('stop-button'));
    expect(chatSession.stop).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: '停止输出' })).toBeTruthy();
  });
});
