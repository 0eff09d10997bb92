import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProviderUpdate } from './provider';
import { createHttpProvider } from './http-provider';

/** A tiny cloud-phone service speaking the HTTP provider's contract. */
function fakeService() {
  const calls: string[] = [];
  const state = {
    action_type: 'executing',
    run_state: 1,
    show_message: '执行中',
    app_name: '京东 App',
    completion_rate: 20,
    steps: [] as unknown[],
  };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      calls.push(`${req.method} ${req.url} ${body}`);
      if (req.url?.endsWith('/interrupt')) Object.assign(state, { action_type: 'aborted', run_state: 4 });
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(req.method === 'GET' ? state : { ok: true }));
    });
  });
  return { server, calls, state };
}

describe('HTTP cloud-phone provider', () => {
  const svc = fakeService();
  let base = '';
  beforeAll(async () => {
    await new Promise<void>((r) => svc.server.listen(0, '127.0.0.1', r));
    const addr = svc.server.address();
    base = `http://127.0.0.1:${typeof addr === 'object' && addr ? addr.port : 0}/v1`;
  });
  afterAll(() => new Promise<void>((r) => svc.server.close(() => r())));

  it('starts, polls changes until the end, forwards the user action and the interrupt', async () => {
    const provider = createHttpProvider(base, { pollMs: 20 });
    const updates: ProviderUpdate[] = [];
    await provider.start({ taskId: 't 1', taskName: '下单', mallName: '京东' }, (u) => updates.push(u));
    expect(svc.calls[0]).toBe('POST /v1/tasks {"task_id":"t 1","task_name":"下单","mall_name":"京东"}');
    expect(updates).toHaveLength(1);
    await provider.userActionComplete('t 1');
    await provider.interrupt('t 1', 'user_stop');
    await new Promise((r) => setTimeout(r, 100));
    expect(updates.map((u) => `${u.action_type}:${u.run_state}`)).toEqual(['executing:1', 'aborted:4']);
    expect(svc.calls).toContain('POST /v1/tasks/t%201/user_action_complete {}');
    expect(svc.calls).toContain('POST /v1/tasks/t%201/interrupt {"interrupt_type":"user_stop"}');
    const polls = svc.calls.filter((c) => c.startsWith('GET')).length;
    await new Promise((r) => setTimeout(r, 100));
    expect(svc.calls.filter((c) => c.startsWith('GET')).length).toBe(polls);
    await provider.close();
  });
});
