import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { toast } from '@/lib/toast';
import { chatActions, chatStore } from '../chat-instance';
import { ChatNextProvider } from '../chat-instance';
import { Composer } from './composer';
import type { VoiceTake } from './media';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));

const voice = vi.hoisted(() => ({
  take: { blob: new Blob(['x'], { type: 'audio/webm' }), durationMs: 2500, transcript: '推荐耳机' } as VoiceTake,
  cancel: vi.fn(),
  upload: vi.fn(),
  uploadImage: vi.fn(),
}));

vi.mock('./load-media', () => ({
  loadMedia: async () => ({
    imageProblem: (file: File) =>
      file.size > 10 * 1024 * 1024
        ? { key: 'image.tooLarge', mb: 10 }
        : file.type.startsWith('image/')
          ? null
          : { key: 'image.badType' },
    uploadImage: voice.uploadImage,
    uploadVoice: voice.upload,
    startVoice: async () => ({ finish: async () => voice.take, cancel: voice.cancel }),
  }),
}));

function Where() {
  const { search } = useLocation();
  return <output data-testid="search">{search}</output>;
}

function renderComposer(url = '/chatNext?mode=text') {
  const mode = new URLSearchParams(url.split('?')[1]).get('mode') === 'voice' ? 'voice' : 'text';
  return render(
    <MemoryRouter initialEntries={[url]}>
      <ChatNextProvider>
        <Composer mode={mode} />
      </ChatNextProvider>
      <Where />
    </MemoryRouter>,
  );
}

const input = () => screen.getByTestId('chat-input') as HTMLTextAreaElement;

beforeEach(() => {
  voice.upload.mockClear();
  voice.uploadImage.mockClear();
  voice.cancel.mockClear();
  vi.spyOn(chatActions, 'ask').mockResolvedValue(true);
  vi.spyOn(chatActions, 'stop').mockResolvedValue();
  voice.upload.mockResolvedValue({ id: 'up_v', url: '/media/v.webm', kind: 'voice', mime: 'audio/webm', size: 1, duration: 2.5 });
  voice.uploadImage.mockResolvedValue({
    id: 'up_i',
    url: '/media/i.png',
    kind: 'image',
    mime: 'image/png',
    size: 1,
    duration: null,
  });
  voice.take = { blob: new Blob(['x'], { type: 'audio/webm' }), durationMs: 2500, transcript: '推荐耳机' };
});
afterEach(() => {
  chatStore.getState().reset();
  vi.mocked(toast.error).mockClear();
  vi.mocked(toast.info).mockClear();
});

describe('Composer: text', () => {
  it('is a labelled textarea; Enter sends and clears it', () => {
    renderComposer();
    expect(screen.getByLabelText('输入你的问题')).toBe(input());
    fireEvent.change(input(), { target: { value: '推荐耳机' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(chatActions.ask).toHaveBeenCalledWith(expect.objectContaining({ text: '推荐耳机' }));
    expect(input().value).toBe('');
  });

  it('Shift+Enter does not send', () => {
    renderComposer();
    fireEvent.change(input(), { target: { value: '第一行' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13, shiftKey: true });
    expect(chatActions.ask).not.toHaveBeenCalled();
  });

  it('Enter during IME composition never sends; after compositionend it does', () => {
    renderComposer();
    fireEvent.change(input(), { target: { value: 'tuijian' } });
    fireEvent.compositionStart(input());
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 229 });
    expect(chatActions.ask).not.toHaveBeenCalled();
    fireEvent.compositionEnd(input());
    fireEvent.change(input(), { target: { value: '推荐' } });
    fireEvent.keyDown(input(), { key: 'Enter', keyCode: 13 });
    expect(chatActions.ask).toHaveBeenCalledWith(expect.objectContaining({ text: '推荐' }));
  });

  it('shows the stop button while an answer streams', () => {
    chatStore.setState({ phase: 'streaming' });
    renderComposer();
    expect(screen.queryByTestId('send-button')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '停止输出' }));
    expect(chatActions.stop).toHaveBeenCalled();
  });
});

describe('Composer: editing a question', () => {
  it('puts the question back in the box, focused with the caret at its end; sending asks it as a new question', async () => {
    renderComposer();
    fireEvent.change(input(), { target: { value: '草稿' } });
    act(() => chatStore.getState().editQuestion('推荐一款降噪耳机'));
    await waitFor(() => expect(input().value).toBe('推荐一款降噪耳机'));
    expect(document.activeElement).toBe(input());
    expect(input().selectionStart).toBe('推荐一款降噪耳机'.length);
    expect(chatStore.getState().edit).toBeNull();
    fireEvent.change(input(), { target: { value: '推荐一款千元内的降噪耳机' } });
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(chatActions.ask).toHaveBeenCalledWith(expect.objectContaining({ text: '推荐一款千元内的降噪耳机' }));
  });

  it('in voice mode, switches to the keyboard to show the text', async () => {
    renderComposer('/chatNext?mode=voice');
    act(() => chatStore.getState().editQuestion('你好'));
    await waitFor(() => expect(screen.getByTestId('search').textContent).toContain('mode=text'));
  });
});

describe('Composer: picture and product', () => {
  it('a picture over 10 MB is refused in Chinese and never uploaded', async () => {
    renderComposer();
    const big = new File([new Uint8Array(10 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' });
    fireEvent.change(screen.getByTestId('image-input'), { target: { files: [big] } });
    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('图片不能超过 10 MB'));
    expect(voice.uploadImage).not.toHaveBeenCalled();
  });

  it('a picked picture is previewed, uploaded and sent as question_img', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
    renderComposer();
    fireEvent.change(screen.getByTestId('camera-input'), {
      target: { files: [new File(['png'], 'a.png', { type: 'image/png' })] },
    });
    await waitFor(() => expect(screen.getByTestId('draft-image').getAttribute('data-status')).toBe('ready'));
    fireEvent.click(screen.getByTestId('send-button'));
    expect(chatActions.ask).toHaveBeenCalledWith(expect.objectContaining({ text: '', imageUrl: '/media/i.png' }));
    expect(screen.queryByTestId('draft-image')).toBeNull();
  });

  it('the chip names the product the item page sent, shortened when long; the name is not sent', async () => {
    renderComposer(
      `/chatNext?mode=text&card=%2Fitem-detail%3Fid%3Dp_1&target_price=&card_title=${encodeURIComponent('索尼 WH-1000XM5 头戴式无线降噪耳机 黑色 官方标配版')}`,
    );
    const chip = await screen.findByTestId('draft-card');
    expect(chip.textContent).toContain('商品：索尼 WH-1000XM5 头戴式无线降噪耳机…');
    fireEvent.click(screen.getByTestId('send-button'));
    expect(chatActions.ask).toHaveBeenCalledWith(
      expect.objectContaining({ card: { url: '/item-detail?id=p_1', targetPrice: null } }),
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?mode=text'));
  });

  it('a product from the item page goes with the question; the link leaves the URL once sent', async () => {
    renderComposer('/chatNext?mode=text&card=%2Fitem-detail%3Fid%3Dp_1&target_price=199');
    expect((await screen.findByTestId('draft-card')).textContent).toContain('目标价 ¥199');
    fireEvent.click(screen.getByTestId('send-button'));
    expect(chatActions.ask).toHaveBeenCalledWith(
      expect.objectContaining({ text: '这个商品值得买吗？', card: { url: '/item-detail?id=p_1', targetPrice: 199 } }),
    );
    await waitFor(() => expect(screen.getByTestId('search').textContent).toBe('?mode=text'));
  });
});

describe('Composer: voice', () => {
  const hold = async (moveTo?: number) => {
    const button = screen.getByTestId('voice-hold');
    fireEvent.pointerDown(button, { button: 0, clientY: 500, pointerId: 1 });
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('recording'));
    if (moveTo !== undefined) fireEvent.pointerMove(button, { clientY: moveTo, pointerId: 1 });
    await act(async () => {
      fireEvent.pointerUp(button, { clientY: moveTo ?? 500, pointerId: 1 });
    });
  };

  it('voice is the default: hold, speak, let go — the recognised words are asked with the recording', async () => {
    renderComposer('/chatNext?mode=voice');
    expect(screen.queryByTestId('chat-input')).toBeNull();
    await hold();
    await waitFor(() => expect(chatActions.ask).toHaveBeenCalled());
    const asked = vi.mocked(chatActions.ask).mock.calls[0]![0];
    expect(asked.text).toBe('推荐耳机');
    expect(asked.voice?.durationSec).toBe(2.5);
    expect(voice.upload).toHaveBeenCalledWith(voice.take.blob, 2.5);
  });

  it('sliding up more than 10 px and letting go cancels', async () => {
    renderComposer('/chatNext?mode=voice');
    const button = screen.getByTestId('voice-hold');
    fireEvent.pointerDown(button, { button: 0, clientY: 500, pointerId: 1 });
    await waitFor(() => expect(button.getAttribute('data-state')).toBe('recording'));
    fireEvent.pointerMove(button, { clientY: 495, pointerId: 1 });
    expect(button.getAttribute('data-state')).toBe('recording');
    fireEvent.pointerMove(button, { clientY: 470, pointerId: 1 });
    expect(screen.getByTestId('voice-overlay').textContent).toBe('松开手指，取消发送');
    await act(async () => {
      fireEvent.pointerUp(button, { clientY: 470, pointerId: 1 });
    });
    await waitFor(() => expect(voice.cancel).toHaveBeenCalled());
    expect(chatActions.ask).not.toHaveBeenCalled();
  });

  it('nothing recognised (no recogniser here): the recording is asked on its own, still in voice mode, with no notice', async () => {
    voice.take = { ...voice.take, transcript: '' };
    renderComposer('/chatNext?mode=voice');
    await hold();
    await waitFor(() => expect(chatActions.ask).toHaveBeenCalledTimes(1));
    const asked = vi.mocked(chatActions.ask).mock.calls[0]![0];
    expect(asked.text).toBe('');
    expect(asked.voice?.durationSec).toBe(2.5);
    expect(voice.upload).toHaveBeenCalledWith(voice.take.blob, 2.5);
    expect(screen.getByTestId('search').textContent).toBe('?mode=voice');
    expect(screen.queryByText('没有识别出文字，请输入文字后与语音一起发送')).toBeNull();
  });

  it('a tap shorter than a second is not a question', async () => {
    voice.take = { ...voice.take, durationMs: 400 };
    renderComposer('/chatNext?mode=voice');
    await hold();
    await waitFor(() => expect(toast.info).toHaveBeenCalledWith('说话时间太短'));
    expect(chatActions.ask).not.toHaveBeenCalled();
    expect(voice.upload).not.toHaveBeenCalled();
  });

  it('the mode toggle switches between voice and keyboard in the URL, says so in words, and is remembered', () => {
    localStorage.removeItem('chat_input_mode');
    renderComposer('/chatNext?mode=voice');
    const toggle = screen.getByRole('button', { name: '切换到键盘输入' });
    expect(toggle.textContent).toBe('键盘输入');
    fireEvent.click(toggle);
    expect(screen.getByTestId('search').textContent).toBe('?mode=text');
    expect(localStorage.getItem('chat_input_mode')).toBe('text');
  });
});
