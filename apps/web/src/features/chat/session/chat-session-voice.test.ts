import { describe, expect, it, vi } from 'vitest';
import type { UploadResult } from '@app/protocol/uploads';
import type { UserMessage } from '../model';
import { voiceAttachment } from '../question-input';
import { finishing, frame, setup } from '../test/chat-session-fixture';

vi.mock('@/lib/toast', () => ({ toast: { error: vi.fn() } }));

describe('voice', () => {
  it('a recording alone is a question: sent once uploaded, with question_voice, question_voice_id and question_voice_time', async () => {
    let finishUpload!: (r: UploadResult) => void;
    const upload = new Promise<UploadResult>((r) => (finishUpload = r));
    const { session, transport, store, lastRobot } = setup(
      finishing(
        ['q_vo:1', frame('answer', { question_id: 'q_vo', content: '语音需要语音识别服务' })],
        ['q_vo:2', frame('finish')],
      ),
    );
    const asking = session.ask({ text: '', voice: voiceAttachment(2.4, upload) });
    await vi.waitFor(() => expect(store.getState().phase).toBe('streaming'));
    expect(lastRobot().status).toBe('fetching');
    expect(transport.stream).not.toHaveBeenCalled();
    finishUpload({ id: 'up_9', url: '/media/uploads/u/v.webm', kind: 'voice', mime: 'audio/webm', size: 10, duration: 2.4 });
    expect(await asking).toBe(true);
    expect(transport.stream.mock.calls[0]![0]).toMatchObject({
      question: '',
      question_voice: '/media/uploads/u/v.webm',
      question_voice_id: 'up_9',
      question_voice_time: 2.4,
    });
    expect(lastRobot()).toMatchObject({ status: 'finish', content: '语音需要语音识别服务' });
    const user = store.getState().messages[store.getState().ids[0]!] as UserMessage;
    expect(user).toMatchObject({ content: '', voice: { voiceId: 'up_9', url: '/media/uploads/u/v.webm' } });
  });

  it('a recording alone whose upload fails ends the answer with the reason (nothing is sent)', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { session, transport, store, lastRobot } = setup(finishing());
    const upload = Promise.reject(new Error('文件过大'));
    await session.ask({ text: '', voice: voiceAttachment(2, upload) });
    expect(transport.stream).not.toHaveBeenCalled();
    expect(lastRobot()).toMatchObject({ status: 'error', errorText: '文件过大' });
    expect(store.getState().phase).toBe('idle');
  });

  it('update_voice runs once both the upload and the server question id are known', async () => {
    let finishUpload!: (r: UploadResult) => void;
    const upload = new Promise<UploadResult>((r) => (finishUpload = r));
    const { session, transport, store } = setup(finishing(['q_v:1', frame('finish', { question_id: 'q_v' })]));
    await session.ask({ text: '这个多少钱', voice: voiceAttachment(3.2, upload) });
    expect(transport.updateVoice).not.toHaveBeenCalled();
    expect(transport.stream.mock.calls[0]![0]).not.toHaveProperty('question_voice');
    finishUpload({ id: 'up_1', url: '/media/v.webm', kind: 'voice', mime: 'audio/webm', size: 10, duration: 3.2 });
    await vi.waitFor(() => expect(transport.updateVoice).toHaveBeenCalledTimes(1));
    expect(transport.updateVoice).toHaveBeenCalledWith({
      questionId: 'q_v',
      url: '/media/v.webm',
      duration: 3.2,
      voiceId: 'up_1',
    });
    const user = store.getState().messages[store.getState().ids[0]!] as UserMessage;
    expect(user.voice).toEqual({ voiceId: 'up_1', voiceDuration: 3.2, url: '/media/v.webm' });
  });

  it('an update_voice failure is only logged', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const uploaded = Promise.resolve({
      id: 'u',
      url: '/media/v.webm',
      kind: 'voice',
      mime: 'audio/webm',
      size: 1,
      duration: 2,
    } as const);
    const { session, transport, lastRobot } = setup(finishing(['q_w:1', frame('finish', { question_id: 'q_w' })]));
    transport.updateVoice.mockRejectedValue(new Error('404'));
    await session.ask({ text: '你好', voice: voiceAttachment(2, uploaded) });
    await vi.waitFor(() => expect(warn).toHaveBeenCalled());
    expect(lastRobot().status).toBe('finish');
  });
});
