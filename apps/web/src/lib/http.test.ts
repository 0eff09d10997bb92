import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSignature } from '@app/protocol/signing';
import { hostUserAgent } from '@app/protocol/host-ua';
import { json, mockFetch, setFetch } from '@/test/fetch-mock';
import { refreshEnvFlags } from './env';
import { ApiError, http, request } from './http';
import { onUnauthorized } from './session-events';
import { secretKeyStorage, tokenStorage } from './storage';
import { toast } from './toast';

vi.mock('./toast', () => ({ toast: { error: vi.fn(), success: vi.fn(), info: vi.fn() } }));

const BROWSER_UA = navigator.userAgent;
const setUserAgent = (ua: string) => {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  refreshEnvFlags();
};

beforeEach(() => {
  vi.mocked(toast.error).mockClear();
  tokenStorage.remove();
  localStorage.clear();
});
afterEach(() => {
  vi.useRealTimers();
  setUserAgent(BROWSER_UA);
});

describe('response handling', () => {
  it('unwraps data.data and sends JSON POST with credentials and the bearer token', async () => {
    tokenStorage.set('tok-1', 3600);
    const { calls } = mockFetch(json({ data: { ok: 1 } }));
    await expect(http.post('/api/x', { a: 1 })).resolves.toEqual({ ok: 1 });
    expect(calls[0]!.init.method).toBe('POST');
    expect(calls[0]!.init.credentials).toBe('include');
    expect(calls[0]!.body).toEqual({ a: 1 });
    expect(calls[0]!.headers.authorization).toBe('Bearer tok-1');
    expect(calls[0]!.headers['content-type']).toBe('application/json');
    expect(calls[0]!.headers.from).toBeUndefined();
    expect(calls[0]!.headers).toHaveProperty('source_from');
    expect(calls[0]!.headers).toHaveProperty('v');
  });

  it('returns the body itself when there is no data key, and the whole body with returnOriginRes', async () => {
    mockFetch(json({ list: [1] }), json({ data: [2], extra: true }));
    await expect(http.post('/api/a')).resolves.toEqual({ list: [1] });
    await expect(http.post('/api/b', undefined, { returnOriginRes: true })).resolves.toEqual({ data: [2], extra: true });
  });

  it('applies formatData to the result', async () => {
    mockFetch(json({ data: { n: 2 } }));
    await expect(http.post('/api/a', undefined, { formatData: (d) => (d as { n: number }).n * 10 })).resolves.toBe(20);
  });

  it('rejects a 200 body that carries error_code with its error_msg and toasts it', async () => {
    mockFetch(json({ error_code: 409, error_msg: '资源已存在' }));
    const error = await http.post('/api/a').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'server', message: '资源已存在', code: 409 });
    expect(toast.error).toHaveBeenCalledWith('资源已存在');
  });

  it('rejects non-200 statuses; without a server message the text is 请求异常', async () => {
    mockFetch(new Response('oops', { status: 500 }));
    await expect(http.post('/api/a')).rejects.toMatchObject({ kind: 'server', status: 500, message: '请求异常' });
  });

  it('uses `message` when error_msg is missing', async () => {
    mockFetch(json({ error_code: 400, message: '参数不对' }, 400));
    await expect(http.post('/api/a')).rejects.toMatchObject({ message: '参数不对' });
  });

  it('quiet suppresses the error toast', async () => {
    mockFetch(json({ error_code: 500, error_msg: '服务器开小差了' }, 500));
    await expect(http.post('/api/a', undefined, { quiet: true })).rejects.toBeInstanceOf(ApiError);
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('error catalogue', () => {
  it('401 clears the login through the session listeners and shows 登录已过期，请重新登录', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    tokenStorage.set('t-1', 3600);
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    await expect(http.post('/api/a')).rejects.toMatchObject({ kind: 'unauthorized', message: '登录已过期，请重新登录' });
    expect(listener).toHaveBeenCalledWith({ interactive: true, hadSession: true });
    expect(toast.error).toHaveBeenCalledWith('登录已过期，请重新登录');
    off();
  });

  it.each([
    [40102, '账号或密码错误', 'bad_credentials'],
    [40106, '请求缺少签名', 'signature_required'],
    [40013, '验证失败次数过多，请先完成图形验证码', 'captcha_required'],
    [42901, '密码错误次数过多，请 15 分钟后再试或使用验证码登录', 'account_locked'],
  ])('error_code %i keeps the login and shows its own message (key %s)', async (code, msg, key) => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    mockFetch(json({ error_code: code, error_msg: msg }, Math.floor(code / 100)));
    await expect(http.post('/api/a')).rejects.toMatchObject({ kind: 'server', message: msg, code, key });
    expect(listener).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith(msg);
    off();
  });

  it('a 401 for someone never logged in says nothing about an expired login', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    await expect(http.post('/api/a')).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(listener).toHaveBeenCalledWith({ interactive: true, hadSession: false });
    expect(toast.error).not.toHaveBeenCalled();
    off();
  });

  it('a quiet 401 still clears the login but shows nothing', async () => {
    const listener = vi.fn();
    const off = onUnauthorized(listener);
    tokenStorage.set('t-1', 3600);
    mockFetch(json({ error_code: 401, error_msg: '请先登录' }, 401));
    await expect(http.post('/api/a', undefined, { quiet: true })).rejects.toMatchObject({ kind: 'unauthorized' });
    expect(listener).toHaveBeenCalledWith({ interactive: false, hadSession: true });
    expect(toast.error).not.toHaveBeenCalled();
    off();
  });

  it.each([504, 499])('status %i is a timeout: 请求超时，请稍后重试', async (status) => {
    mockFetch(new Response('', { status }));
    await expect(http.post('/api/a')).rejects.toMatchObject({ kind: 'timeout', message: '请求超时，请稍后重试' });
  });

  it('aborts after the timeout with the timeout text', async () => {
    setFetch(
      (_url, init) =>
        new Promise((_resolve, reject) => init!.signal!.addEventListener('abort', () => reject(init!.signal!.reason))),
    );
    await expect(request('/api/slow', { timeoutMs: 20 })).rejects.toMatchObject({
      kind: 'timeout',
      message: '请求超时，请稍后重试',
    });
    expect(toast.error).toHaveBeenCalledWith('请求超时，请稍后重试');
  });

  it('a failed connection is 网络异常，请检查网络连接', async () => {
    setFetch(() => Promise.reject(new TypeError('Failed to fetch')));
    await expect(http.post('/api/a')).rejects.toMatchObject({ kind: 'network', message: '网络异常，请检查网络连接' });
  });

  it('a caller abort rejects quietly', async () => {
    setFetch(
      (_url, init) =>
        new Promise((_resolve, reject) =>
          init!.signal!.addEventListener('abort', () => reject(new DOMException('x', 'AbortError'))),
        ),
    );
    const controller = new AbortController();
    const pending = http.post('/api/a', undefined, { signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' });
    expect(toast.error).not.toHaveBeenCalled();
  });
});

describe('signing (spec section 7)', () => {
  const appUa = hostUserAgent('Mozilla/5.0 (Linux; Android 14)', 'main', '2.2.0');

  it('adds timestamp, nonce and sign to a JSON body in the app when a secret_key is stored', async () => {
    setUserAgent(appUa);
    secretKeyStorage.set('s3cret');
    const { calls } = mockFetch(json({ data: null }));
    await http.post('/api/a', { question_id: 'q1', n: 2 });
    const body = calls[0]!.body as Record<string, string | number>;
    expect(body).toMatchObject({ question_id: 'q1', n: 2 });
    expect(typeof body.timestamp).toBe('number');
    expect(body.nonce).toMatch(/^[0-9a-z]+$/);
    expect(checkSignature(body, 's3cret', Date.now(), 60_000)).toBe('ok');
    expect(calls[0]!.headers.from).toBe('app');
  });

  it('signs GET params in the query string', async () => {
    setUserAgent(appUa);
    secretKeyStorage.set('s3cret');
    const { calls } = mockFetch(json({ data: 1 }));
    await http.get('/api/g', { a: 'x' });
    const params = Object.fromEntries(new URL(calls[0]!.url, 'http://h').searchParams);
    expect(params).toHaveProperty('sign');
    expect(checkSignature(params, 's3cret', Date.now(), 60_000)).toBe('ok');
  });

  it('signs an upload in its query string, leaving the multipart body as it is', async () => {
    setUserAgent(appUa);
    secretKeyStorage.set('s3cret');
    const { calls } = mockFetch(json({ data: { url: '/media/uploads/u/a.png' } }));
    const form = new FormData();
    form.append('kind', 'image');
    await http.post('/api/v2/upload', undefined, { multipart: form });
    const params = Object.fromEntries(new URL(calls[0]!.url, 'http://h').searchParams);
    expect(checkSignature(params, 's3cret', Date.now(), 60_000)).toBe('ok');
    expect(calls[0]!.init.body).toBe(form);
  });

  it('does not sign outside the app or without a secret', async () => {
    secretKeyStorage.set('s3cret');
    const { calls } = mockFetch(json({ data: null }));
    await http.post('/api/a', { q: 1 });
    expect(calls[0]!.body).toEqual({ q: 1 });
    setUserAgent(appUa);
    secretKeyStorage.remove();
    await http.post('/api/a', { q: 1 });
    expect(calls[1]!.body).toEqual({ q: 1 });
  });

  it('withAuth:false sends no auth or identification headers (external account host)', async () => {
    tokenStorage.set('tok', 60);
    const { calls } = mockFetch(json({ data: { captcha_id: 'c', svg: '<svg/>' } }));
    await http.get('/passport/captcha/init', undefined, { withAuth: false });
    expect(calls[0]!.headers.authorization).toBeUndefined();
    expect(calls[0]!.headers.source_from).toBeUndefined();
  });
});
