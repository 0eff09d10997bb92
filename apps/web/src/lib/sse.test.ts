import { afterEach, describe, expect, it, vi } from 'vitest';
import { json } from '@/test/fetch-mock';
import { DONE, event, sseResponse } from '@/test/sse-response';
import { onUnauthorized } from './session-events';
import { openEventStream, parseFrame, reconnectDelayMs, StreamError, type EventStreamOptions } from './sse';

vi.mock('./toast', () => ({ toast: { error: vi.fn() } }));

const frame = (status: string, content: Record<string, unknown> = {}, next_step: unknown = null) => ({
  status,
  content,
  next_step,
});

function run(responses: Response[], extra: Partial<EventStreamOptions> = {}) {
  const requests: Array<{ headers: Record<string, string>; body: unknown }> = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    requests.push({ headers: Object.fromEntries(new Headers(init?.headers).entries()), body: JSON.parse(String(init?.body)) });
    return responses.length > 1 ? responses.shift()! : responses[0]!;
  });
  const events: unknown[] = [];
  const invalid: string[] = [];
  const result = openEventStream({
    url: '/api/v2/chat',
    body: { question_id: 'q_local_1', question: '耳机' },
    fetch: fetchImpl as unknown as typeof fetch,
    onEvent: (f, meta) => events.push({ status: f.status, id: meta.id, content: f.content }),
    onInvalidFrame: (raw) => invalid.push(raw),
    ...extra,
  });
  return { result, events, invalid, requests };
}

afterEach(() => vi.restoreAllMocks());

describe('frames', () => {
  it('parses each data line with the stream schema and ends at [DONE]', async () => {
    const { result, events, requests } = run([
      sseResponse([
        event('q1:1', frame('plan', { question_id: 'q1', reasoning_content: '想' })),
        event('q1:2', frame('answer', { content: '你好' }, ['再问'])),
        DONE,
        event('q1:3', frame('answer', { content: '不该出现' })),
      ]),
    ]);
    await expect(result).resolves.toEqual({ outcome: 'done', lastEventId: 'q1:2' });
    expect(events).toEqual([
      { status: 'plan', id: 'q1:1', content: { question_id: 'q1', reasoning_content: '想' } },
      { status: 'answer', id: 'q1:2', content: { content: '你好' } },
    ]);
    expect(requests[0]!.body).toEqual({ question_id: 'q_local_1', question: '耳机' });
    expect(requests[0]!.headers.accept).toBe('text/event-stream');
  });

  it('reports invalid frames instead of throwing, and keeps reading', async () => {
    const { result, events, invalid } = run([
      sseResponse([event(null, '{not json'), event(null, frame('bogus')), event('q:1', frame('finish')), DONE]),
    ]);
    await expect(result).resolves.toMatchObject({ outcome: 'done' });
    expect(invalid).toHaveLength(2);
    expect(events).toHaveLength(1);
  });

  it.each([
    ['[DONE]', 'done'],
    [' [DONE] ', 'done'],
    ['{"status":"answer","content":{},"next_step":null}', 'frame'],
    ['{"status":"answer"}', 'invalid'],
  ])('parseFrame(%j) is %s', (data, kind) => {
    const r = parseFrame(data);
    expect('done' in r ? 'done' : 'frame' in r ? 'frame' : 'invalid').toBe(kind);
  });
});

describe('open check (spec section 8, stream errors)', () => {
  it('401 is 登录已过期，请重新登录 and starts the login flow', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    const { result } = run([json({ error_code: 401, error_msg: '请先登录' }, 401)]);
    await expect(result).rejects.toMatchObject({ kind: 'login_expired', message: '登录已过期，请重新登录' });
    expect(listener).toHaveBeenCalledWith(expect.objectContaining({ interactive: true }));
    off();
  });

  it.each([400, 403, 413])('%i is 网络异常，请稍后重试', async (status) => {
    const { result } = run([json({ error_code: status, error_msg: '请求参数有误' }, status)]);
    await expect(result).rejects.toMatchObject({ kind: 'network', message: '网络异常，请稍后重试' });
  });

  it('429 shows the server message', async () => {
    const { result } = run([json({ error_code: 429, error_msg: '操作太频繁，请稍后再试' }, 429)]);
    await expect(result).rejects.toMatchObject({ kind: 'server', message: '操作太频繁，请稍后再试' });
  });

  it('a 5xx without a JSON body is 请求失败', async () => {
    const { result } = run([new Response('<html>', { status: 502, headers: { 'content-type': 'text/html' } })]);
    await expect(result).rejects.toMatchObject({ message: '请求失败' });
  });

  it('a 200 that is not an event stream is an error too', async () => {
    const { result } = run([json({ error_code: 500, error_msg: '服务器开小差了，请稍后重试' })]);
    const error = await result.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StreamError);
    expect(error).toMatchObject({ message: '服务器开小差了，请稍后重试' });
  });
});

describe('reconnect and abort', () => {
  it('reconnects after 1000 ms with the last event id when the connection drops before [DONE]', async () => {
    const { result, events, requests } = run([
      sseResponse([event('q1:1', frame('answer', { content: '一' }))]),
      sseResponse([event('q1:2', frame('answer', { content: '二' })), DONE]),
    ]);
    const started = Date.now();
    await expect(result).resolves.toEqual({ outcome: 'done', lastEventId: 'q1:2' });
    expect(Date.now() - started).toBeGreaterThanOrEqual(900);
    expect(requests).toHaveLength(2);
    expect(requests[0]!.headers['last-event-id']).toBeUndefined();
    expect(requests[1]!.headers['last-event-id']).toBe('q1:1');
    expect(events).toHaveLength(2);
  });

  it.each([
    [1, 1000],
    [2, 2000],
    [3, 4000],
    [4, 8000],
    [5, 16000],
  ])('reconnect %i waits %i ms (the SSE retry, doubling)', (attempt, ms) => {
    expect(reconnectDelayMs(attempt)).toBe(ms);
  });

  it('a server that keeps closing the stream is reconnected 5 times, then 助手已为你停止输出', async () => {
    const closing = Array.from({ length: 7 }, () => sseResponse([]));
    const { result, requests } = run(closing, { retryMs: 1 });
    await expect(result).rejects.toMatchObject({ kind: 'interrupted', message: '助手已为你停止输出' });
    expect(requests).toHaveLength(6);
  });

  it('requests that never get through are 网络异常，请检查网络连接 after 5 reconnects, never "stopped"', async () => {
    let calls = 0;
    const result = openEventStream({
      url: '/api/v2/chat',
      body: { question: '耳机' },
      retryMs: 1,
      fetch: (async () => {
        calls += 1;
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      onEvent: () => undefined,
    });
    await expect(result).rejects.toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接' });
    expect(calls).toBe(6);
  });

  it('gives up after maxRetries with 助手已为你停止输出', async () => {
    const { result, requests } = run([sseResponse([])], { maxRetries: 0 });
    await expect(result).rejects.toMatchObject({ kind: 'interrupted', message: '助手已为你停止输出' });
    expect(requests).toHaveLength(1);
  });

  it('offline: rejects at once with 网络异常，请检查网络连接 and sends nothing', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { result, requests } = run([sseResponse([DONE])]);
    await expect(result).rejects.toMatchObject({ kind: 'offline', message: '网络异常，请检查网络连接' });
    expect(requests).toHaveLength(0);
  });

  it('going offline mid-stream ends it at once with the network text, keeping the last event id for the resume', async () => {
    const { result, events } = run([sseResponse([event('q:1', frame('answer', { content: 'a' }))], { close: false })]);
    await vi.waitFor(() => expect(events).toHaveLength(1));
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    await expect(result).rejects.toMatchObject({ kind: 'offline', message: '网络异常，请检查网络连接' });
  });

  it('a connection that fails while offline is not retried', async () => {
    let calls = 0;
    const result = openEventStream({
      url: '/api/v2/chat',
      body: { question: '耳机' },
      fetch: (async () => {
        calls += 1;
        vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
        throw new TypeError('Failed to fetch');
      }) as unknown as typeof fetch,
      onEvent: () => undefined,
    });
    await expect(result).rejects.toMatchObject({ kind: 'offline', message: '网络异常，请检查网络连接' });
    expect(calls).toBe(1);
  });

  it('resolves as aborted when the caller aborts', async () => {
    const controller = new AbortController();
    const { result, events } = run([sseResponse([event('q:1', frame('answer', { content: 'a' }))], { close: false })], {
      signal: controller.signal,
    });
    await vi.waitFor(() => expect(events).toHaveLength(1));
    controller.abort();
    await expect(result).resolves.toMatchObject({ outcome: 'aborted', lastEventId: 'q:1' });
  });
});
