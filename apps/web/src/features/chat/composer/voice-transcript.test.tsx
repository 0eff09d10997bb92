import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '@/lib/i18n';
import { chatActions, chatStore, ChatNextProvider } from '../chat-instance';
import { Composer } from './composer';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn(), info: vi.fn(), success: vi.fn() } }));
vi.mock('../../api/upload', () => ({
  uploadMedia: vi.fn(async () => ({
    id: 'up_v',
    url: '/media/v.webm',
    kind: 'voice',
    mime: 'audio/webm',
    size: 1,
    duration: 2.5,
  })),
}));

/**
 * A speech recogniser the test speaks through: `say` delivers a result as the browser would
 * (every result so far, from `resultIndex`); `stop` waits for the test to deliver the last words
 * and `end` the session, as Chrome does after the user lets go.
 */
class FakeRecognition {
  static last: FakeRecognition | null = null;
  lang = '';
  continuous = false;
  interimResults = false;
  onresult: ((e: unknown) => void) | null = null;
  onerror: ((e: { error: string }) => void) | null = null;
  onend: (() => void) | null = null;
  stopped = false;
  private results: Array<{ isFinal: boolean; 0: { transcript: string } }> = [];
  constructor() {
    FakeRecognition.last = this;
  }
  start() {}
  stop() {
    this.stopped = true;
  }
  abort() {
    this.end();
  }
  /** Replaces the result at `index` (a guess being refined, or made final). */
  say(index: number, transcript: string, isFinal: boolean) {
    this.results[index] = { isFinal, 0: { transcript } };
    this.onresult?.({ resultIndex: index, results: this.results });
  }
  end() {
    this.onend?.();
  }
}

/** MediaRecorder over a fake microphone: one chunk of audio, stopped when asked. */
class FakeMediaRecorder {
  static isTypeSupported = (mime: string) => mime === 'audio/webm';
  state: 'inactive' | 'recording' = 'inactive';
  mimeType = 'audio/webm';
  ondataavailable: ((e: { data: Blob }) => void) | null = null;
  onstop: (() => void) | null = null;
  start() {
    this.state = 'recording';
  }
  stop() {
    this.state = 'inactive';
    this.ondataavailable?.({ data: new Blob(['voice'], { type: 'audio/webm' }) });
    this.onstop?.();
  }
}

let clock = 0;
beforeEach(() => {
  clock = 0;
  FakeRecognition.last = null;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  vi.stubGlobal('MediaRecorder', FakeMediaRecorder);
  Object.defineProperty(navigator, 'mediaDevices', {
    configurable: true,
    value: { getUserMedia: async () => ({ getTracks: () => [] }) },
  });
  vi.spyOn(chatActions, 'ask').mockResolvedValue(true);
});
afterEach(() => {
  vi.unstubAllGlobals();
  chatStore.getState().reset();
});

function holdToTalk() {
  render(
    <MemoryRouter initialEntries={['/chatNext?mode=voice']}>
      <ChatNextProvider>
        <Composer mode="voice" />
      </ChatNextProvider>
    </MemoryRouter>,
  );
  const button = screen.getByTestId('voice-hold');
  fireEvent.pointerDown(button, { button: 0, clientY: 500, pointerId: 1 });
  return {
    release: () => {
      clock = 2500;
      fireEvent.pointerUp(button, { clientY: 500, pointerId: 1 });
    },
  };
}

const transcript = () => screen.queryByTestId('voice-transcript')?.textContent ?? null;

describe('hold to talk with a speech recogniser: the words are shown as they are heard', () => {
  it('shows the interim guess while recording, the final words after letting go, and sends those', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const hold = holdToTalk();
    await waitFor(() => expect(FakeRecognition.last).not.toBeNull());
    const recognition = FakeRecognition.last!;
    expect(recognition.interimResults).toBe(true);
    expect(transcript()).toBeNull();

    act(() => recognition.say(0, '推荐一款', false));
    expect(transcript()).toBe('推荐一款');
    expect(screen.getByTestId('voice-overlay').textContent).toContain('松开发送，上滑取消');
    act(() => recognition.say(0, '推荐一款降噪', false));
    expect(transcript()).toBe('推荐一款降噪');

    // Let go: the recogniser is stopped and its last words arrive, on screen before they are sent.
    hold.release();
    await waitFor(() => expect(recognition.stopped).toBe(true));
    act(() => recognition.say(0, '推荐一款降噪耳机', true));
    expect(transcript()).toBe('推荐一款降噪耳机');
    expect(screen.getByTestId('voice-overlay').textContent).toContain('正在识别…');
    expect(chatActions.ask).not.toHaveBeenCalled();

    act(() => recognition.end());
    await waitFor(() => expect(chatActions.ask).toHaveBeenCalledTimes(1));
    const asked = vi.mocked(chatActions.ask).mock.calls[0]![0];
    expect(asked.text).toBe('推荐一款降噪耳机');
    expect(asked.voice).toMatchObject({ durationSec: 2.5 });
    await waitFor(() => expect(screen.queryByTestId('voice-overlay')).toBeNull());
  });

  it('joins several final phrases with the guess after them', async () => {
    vi.stubGlobal('webkitSpeechRecognition', FakeRecognition);
    const hold = holdToTalk();
    await waitFor(() => expect(FakeRecognition.last).not.toBeNull());
    const recognition = FakeRecognition.last!;
    act(() => recognition.say(0, '帮我挑个', true));
    act(() => recognition.say(1, '保温', false));
    expect(transcript()).toBe('帮我挑个保温');
    hold.release();
    await waitFor(() => expect(recognition.stopped).toBe(true));
    act(() => {
      recognition.say(1, '保温杯', true);
      recognition.end();
    });
    await waitFor(() => expect(chatActions.ask).toHaveBeenCalledWith(expect.objectContaining({ text: '帮我挑个保温杯' })));
  });

  it('without a recogniser the overlay shows no words and the recording alone is the question', async () => {
    const hold = holdToTalk();
    await screen.findByText('松开发送，上滑取消');
    expect(transcript()).toBeNull();
    hold.release();
    await waitFor(() => expect(chatActions.ask).toHaveBeenCalledTimes(1));
    const asked = vi.mocked(chatActions.ask).mock.calls[0]![0];
    expect(asked.text).toBe('');
    expect(asked.voice).toMatchObject({ durationSec: 2.5 });
    expect(screen.queryByTestId('voice-overlay')).toBeNull();
  });
});
