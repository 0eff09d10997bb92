import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodePayload } from './encode';
import { createSender } from './sender';
import { commonProperties, SA_SETTINGS } from './settings';

const decode = (b64: string) =>
  JSON.parse(new TextDecoder().decode(Uint8Array.from(atob(b64), (c) => c.charCodeAt(0)))) as unknown;
const record = (event: string) => ({ type: 'track' as const, event, distinct_id: 'd1', time: 1, properties: { text: '中文' } });

describe('sender', () => {
  afterEach(() => vi.restoreAllMocks());

  it('encodes UTF-8 JSON as base64', () => {
    expect(decode(encodePayload({ t: '心愿单' }))).toEqual({ t: '心愿单' });
  });

  it('posts data= by ajax', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    await createSender({ serverUrl: '/sa?project=default', mode: 'ajax', batch: false }).send(record('a'));
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/sa?project=default');
    const body = new URLSearchParams(String(init!.body));
    expect(decode(body.get('data')!)).toEqual(record('a'));
  });

  it('batches into one data_list, keeping at most 200 in storage', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    const sender = createSender({ serverUrl: '/sa', mode: 'ajax', batch: true, storage: localStorage, storageKey: 'q' });
    for (let i = 0; i < 205; i++) await sender.send(record(`e${i}`));
    expect(sender.pending()).toBe(200);
    expect(JSON.parse(localStorage.getItem('q')!)).toHaveLength(200);
    await sender.flush();
    sender.stop();
    const list = decode(new URLSearchParams(String(fetchMock.mock.calls[0]![1]!.body)).get('data_list')!) as Array<{
      event: string;
    }>;
    expect(list).toHaveLength(200);
    expect(list[0]!.event).toBe('e5');
    expect(sender.pending()).toBe(0);
  });

  it('has the spec section 9 settings and common properties', () => {
    expect(SA_SETTINGS).toMatchObject({
      is_track_single_page: true,
      use_client_time: true,
      batch_send: { datasend_timeout: 6000, send_interval: 6000, storage_length: 200 },
      datasend_timeout: 8000,
      heatmap: { clickmap: 'not_collect', scroll_notice_map: 'not_collect' },
      page_leave_heartbeat_ms: 5000,
      max_stay_page_duration: 432000,
      visual_config_refresh_ms: 1_800_000,
      cookie_expire_days: 360,
      deeplink_timeout_ms: 2500,
    });
    expect(commonProperties({ nickname: '小王', deviceId: 'd1', userAgent: 'UA' })).toEqual({
      business: '社区业务',
      sub_business: '无',
      platForm: 'web',
      userid: '小王',
      device_id: 'd1',
      useragent: 'UA',
    });
  });
});
