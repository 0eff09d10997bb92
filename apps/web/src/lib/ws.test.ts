import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWsClient } from './ws';

class FakeSocket {
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: string[] = [];
  closed = false;
  onopen: ((e: unknown) => void) | null = null;
  onclose: ((e: unknown) => void) | null = null;
  onerror: ((e: unknown) => void) | null = null;
  onmessage: ((e: { data: unknown }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(data);
  }
  close() {
    this.closed = true;
  }
  open() {
    this.readyState = 1;
    this.onopen?.({});
  }
  serverClose() {
    this.readyState = 3;
    this.onclose?.({});
  }
  receive(frame: unknown) {
    this.onmessage?.({ data: JSON.stringify(frame) });
  }
  pings = () => this.sent.filter((s) => s === '{"type":"ping"}').length;
}

const last = () => FakeSocket.all.at(-1)!;

function setup(fetchToken: () => Promise<string> = async () => `t${FakeSocket.all.length}`) {
  const events = new EventTarget();
  const client = createWsClient({
    fetchToken,
    createSocket: (url) => new FakeSocket(url),
    events: events as unknown as Window,
    url: (token) => `ws://test/api/v2/ws?ws_token=${token}`,
  });
  return { client, events };
}

describe('WebSocket client (DESIGN 2.5, spec sections 4, 7, 9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    FakeSocket.all = [];
  });
  afterEach(() => vi.useRealTimers());

  it('fetches a ticket, connects, pings every 20 s and stays up while pongs come', async () => {
    const { client } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(client.status).toBe('CONNECTING');
    expect(last().url).toBe('ws://test/api/v2/ws?ws_token=t0');
    last().open();
    expect(client.status).toBe('OPEN');
    await vi.advanceTimersByTimeAsync(19_999);
    expect(last().pings()).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(last().pings()).toBe(1);
    last().receive({ type: 'pong' });
    await vi.advanceTimersByTimeAsync(20_000);
    expect(last().pings()).toBe(2);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('no pong within 10 s closes and reconnects 5 s later', async () => {
    const { client } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    await vi.advanceTimersByTimeAsync(20_000 + 9_999);
    expect(last().closed).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(FakeSocket.all[0]!.closed).toBe(true);
    expect(client.status).toBe('CLOSED');
    await vi.advanceTimersByTimeAsync(5_000);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('reconnects up to 5 times 5 s apart, then only logs', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { client } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    for (let i = 0; i < 5; i++) {
      last().serverClose();
      await vi.advanceTimersByTimeAsync(4_999);
      expect(FakeSocket.all).toHaveLength(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(FakeSocket.all).toHaveLength(i + 2);
    }
    last().serverClose();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(6);
    expect(error).toHaveBeenCalledWith('[ws] gave up after 5 reconnects');
    expect(client.status).toBe('CLOSED');
  });

  it('tries the ticket 3 times 1 s apart', async () => {
    const fetchToken = vi
      .fn()
      .mockRejectedValueOnce(new Error('a'))
      .mockRejectedValueOnce(new Error('b'))
      .mockResolvedValue('ok');
    const { client } = setup(fetchToken);
    client.connect();
    await vi.advanceTimersByTimeAsync(999);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetchToken).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchToken).toHaveBeenCalledTimes(3);
    expect(last().url).toContain('ws_token=ok');
  });

  it('queues frames while closed and sends them on open', async () => {
    const { client } = setup();
    client.send({ type: 'ping' });
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    expect(last().sent).toEqual([]);
    last().open();
    expect(last().sent).toEqual(['{"type":"ping"}']);
  });

  it('closes when the browser goes offline and reconnects when it is back online', async () => {
    const { client, events } = setup();
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    events.dispatchEvent(new Event('offline'));
    expect(last().closed).toBe(true);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(FakeSocket.all).toHaveLength(1);
    events.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeSocket.all).toHaveLength(2);
  });

  it('validates pushes and dispatches by module and by module&event', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { client } = setup();
    const byModule = vi.fn();
    const byEvent = vi.fn();
    client.on('user_profile', byModule);
    client.on('user_profile&user_profile_collect', byEvent);
    client.connect();
    await vi.advanceTimersByTimeAsync(0);
    last().open();
    const frame = { module: 'user_profile', event: 'user_profile_collect', data: {} };
    last().receive(frame);
    last().receive({ module: 'user_profile', event: 'other', data: {} });
    last().receive({ module: 'mystery', event: 'x', data: {} });
    expect(byEvent).toHaveBeenCalledExactlyOnceWith(frame);
    expect(byModule).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith('[ws] unknown frame', expect.anything());
    client.close();
    expect(last().closed).toBe(true);
  });
});
