import { describe, expect, it, vi } from 'vitest';
import { bridgeActions } from '@/lib/bridge/actions';
import { fakeHost } from '@/test/fake-host';
import { createNativeBridge } from '@/lib/bridge/native-bridge';
import { base64ToBlob, hostRecorder } from './host-recorder';
import { browserRecorder, chooseRecorder, type RecorderStrategy } from './recorders';

const common = { is_connected: true, net_type: 'wifi', secret_key: 's', safe_bottom: 0, safe_top: 24 };
/** "RIFF" + 4 bytes + "WAVE": enough of a WAV header for the test. */
const WAV_BASE64 = btoa('RIFF\x04\x00\x00\x00WAVE');

function setup({ isMainApp = true, platform = 'android' as 'android' | 'ios' | 'none' } = {}) {
  const host = fakeHost(platform, 'complete');
  const bridge = createNativeBridge({ win: host.win, isMainApp });
  bridge.start();
  const recorder = hostRecorder(() => ({ isMainApp, supported: bridge.supported, actions: bridgeActions(bridge) }));
  const sentActions = () => host.sent.map((m) => m.action);
  const waitForCall = (action: string) => vi.waitFor(() => expect(sentActions()).toContain(action));
  return { host, bridge, recorder, sentActions, waitForCall };
}

const options = (onLimit = vi.fn()) => ({ lang: 'zh-CN', maxMs: 60_000, onLimit });

describe('hold-to-talk through the host bridge', () => {
  it('start → stop: the host recording as a Blob and its recognised text', async () => {
    const { host, recorder, sentActions, waitForCall } = setup();
    const starting = recorder.start(options());
    await waitForCall('voice_record_start');
    expect(host.sent.find((m) => m.action === 'voice_record_start')).toMatchObject({
      module: 'module_media',
      map: { max_duration: 60 },
    });
    host.reply('voice_record_start', { success: true });
    const session = await starting;

    const finishing = session.finish();
    await waitForCall('voice_record_stop');
    host.reply('voice_record_stop', { file_base64: WAV_BASE64, mime: 'audio/wav', duration: 2.4, text: ' 推荐一款降噪耳机 ' });
    const take = await finishing;
    expect(take.transcript).toBe('推荐一款降噪耳机');
    expect(take.durationMs).toBe(2400);
    expect(take.blob.type).toBe('audio/wav');
    expect(take.blob.size).toBe(12);
    expect(sentActions()).not.toContain('voice_record_cancel');
  });

  it('no recognised text gives an empty transcript (the composer sends the recording on its own)', async () => {
    const { host, recorder, waitForCall } = setup();
    const starting = recorder.start(options());
    await waitForCall('voice_record_start');
    host.reply('voice_record_start', { success: true });
    const finishing = (await starting).finish();
    await waitForCall('voice_record_stop');
    host.reply('voice_record_stop', { file_base64: WAV_BASE64, mime: 'audio/mp4', duration: 1 });
    await expect(finishing).resolves.toMatchObject({ transcript: '', durationMs: 1000 });
  });

  it('slide up → cancel sends voice_record_cancel and never stop', async () => {
    const { host, recorder, sentActions, waitForCall } = setup();
    const starting = recorder.start(options());
    await waitForCall('voice_record_start');
    host.reply('voice_record_start', { success: true });
    (await starting).cancel();
    await waitForCall('voice_record_cancel');
    expect(host.sent.find((m) => m.action === 'voice_record_cancel')).toMatchObject({ module: 'module_media' });
    host.reply('voice_record_cancel', { success: true });
    expect(sentActions()).not.toContain('voice_record_stop');
  });

  it('a refused start rejects (the button reports the microphone unavailable)', async () => {
    const { host, recorder, waitForCall } = setup();
    const starting = recorder.start(options());
    await waitForCall('voice_record_start');
    host.reply('voice_record_start', { success: false, message: 'denied' });
    await expect(starting).rejects.toThrow(/refused/);
  });

  it('a malformed stop reply is rejected by the schema', async () => {
    const { host, recorder, waitForCall } = setup();
    const starting = recorder.start(options());
    await waitForCall('voice_record_start');
    host.reply('voice_record_start', { success: true });
    const finishing = (await starting).finish();
    await waitForCall('voice_record_stop');
    host.reply('voice_record_stop', { file_base64: '', mime: 'text/plain', duration: -1 });
    await expect(finishing).rejects.toThrow();
  });

  it('fires onLimit at the maximum length', async () => {
    vi.useFakeTimers();
    try {
      const { host, recorder } = setup();
      const onLimit = vi.fn();
      const starting = recorder.start(options(onLimit));
      await vi.advanceTimersByTimeAsync(0);
      host.reply('voice_record_start', { success: true });
      await starting;
      await vi.advanceTimersByTimeAsync(60_000);
      expect(onLimit).toHaveBeenCalledOnce();
    } finally {
      vi.useRealTimers();
    }
  });

  it('base64ToBlob tolerates a data: prefix', async () => {
    const blob = base64ToBlob(`data:audio/wav;base64,${WAV_BASE64}`, 'audio/wav');
    expect(new TextDecoder().decode(await blob.arrayBuffer())).toBe('RIFF\x04\x00\x00\x00WAVE');
  });
});

describe('recorder strategy choice', () => {
  const registry = (recorder: RecorderStrategy) => [recorder, browserRecorder];

  it('the host recorder in the main app when the host offers voice_record', async () => {
    const { host, recorder, waitForCall } = setup();
    const choosing = chooseRecorder(registry(recorder));
    await waitForCall('get_common_info');
    host.reply('get_common_info', { ...common, capabilities: ['voice_record'] });
    expect((await choosing).id).toBe('host');
    // Asked once per page.
    expect((await chooseRecorder(registry(recorder))).id).toBe('host');
    expect(host.sent.filter((m) => m.action === 'get_common_info')).toHaveLength(1);
  });

  it('the browser recorder when the host does not list voice_record (older host)', async () => {
    const { host, recorder, waitForCall } = setup();
    const choosing = chooseRecorder(registry(recorder));
    await waitForCall('get_common_info');
    host.reply('get_common_info', common);
    expect((await choosing).id).toBe('browser');
  });

  it('the browser recorder outside the main app or without a bridge, without asking anything', async () => {
    for (const env of [{ isMainApp: false }, { platform: 'none' as const }]) {
      const { recorder, sentActions } = setup(env);
      expect((await chooseRecorder(registry(recorder))).id).toBe('browser');
      expect(sentActions()).not.toContain('get_common_info');
    }
  });

  it('an unavailable or failing strategy is skipped; none available rejects', async () => {
    const failing: RecorderStrategy = { id: 'broken', available: () => Promise.reject(new Error('x')), start: vi.fn() };
    expect((await chooseRecorder([failing, browserRecorder])).id).toBe('browser');
    await expect(chooseRecorder([failing])).rejects.toThrow('recording unsupported');
  });
});
