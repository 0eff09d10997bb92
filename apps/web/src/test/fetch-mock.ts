import { vi } from 'vitest';

export interface RecordedCall {
  url: string;
  init: RequestInit;
  headers: Record<string, string>;
  body: unknown;
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json', ...headers } });

/** Routes global fetch to `impl` for this test (restored after each test by setup.ts). */
export const setFetch = (impl: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
  vi.spyOn(globalThis, 'fetch').mockImplementation(impl);

/** Replaces global fetch with a queue of responders and records every call. */
export function mockFetch(...responders: Array<Response | ((call: RecordedCall) => Response | Promise<Response>)>) {
  const calls: RecordedCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const headers = Object.fromEntries(new Headers(init.headers).entries());
    let body: unknown = init.body;
    if (typeof init.body === 'string' && headers['content-type']?.includes('json')) body = JSON.parse(init.body);
    const call: RecordedCall = { url: String(input), init, headers, body };
    calls.push(call);
    const next = responders.length > 1 ? responders.shift()! : responders[0]!;
    return typeof next === 'function' ? next(call) : next.clone();
  });
  setFetch(fn);
  return { calls, fn };
}
