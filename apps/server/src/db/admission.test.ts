import { describe, expect, it } from 'vitest';
import { errorToReply } from '../http/error-handler';
import { DatabaseBusyError, PoolGate } from './admission';

const flush = () => new Promise((r) => setImmediate(r));

describe('PoolGate (decision 048)', () => {
  it('admits up to its size at once, then in order as slots come back', async () => {
    const gate = new PoolGate(2, 100);
    const a = await gate.enter('request');
    const b = await gate.enter('request');
    const order: string[] = [];
    const waiting = ['c', 'd', 'e'].map((name) => gate.enter('request').then((leave) => (order.push(name), leave)));
    await flush();
    expect(order).toEqual([]);
    expect(gate.queued).toEqual({ request: 3, background: 0 });
    a();
    a(); // a second call gives nothing back twice
    await flush();
    expect(order).toEqual(['c']);
    b();
    (await waiting[0]!)();
    await flush();
    expect(order).toEqual(['c', 'd', 'e']);
  });

  it('puts requests ahead of background writes, but gives the background every fourth slot', async () => {
    const gate = new PoolGate(1, 100);
    let leave = await gate.enter('request');
    const order: string[] = [];
    const enter = (lane: 'request' | 'background', name: string) =>
      void gate.enter(lane).then((l) => {
        order.push(name);
        leave = l;
      });
    enter('background', 'b1');
    enter('background', 'b2');
    for (let i = 1; i <= 7; i++) enter('request', `r${i}`);
    for (let i = 0; i < 9; i++) {
      leave();
      await flush();
    }
    expect(order).toEqual(['r1', 'r2', 'r3', 'b1', 'r4', 'r5', 'r6', 'b2', 'r7']);
  });

  it('refuses a request at once when the queue is full (a 503 with Retry-After), never a background write', async () => {
    const gate = new PoolGate(1, 2);
    await gate.enter('request');
    void gate.enter('request');
    void gate.enter('request');
    const refused = await gate.enter('request').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(DatabaseBusyError);
    const reply = errorToReply(refused);
    expect(reply.status).toBe(503);
    expect(reply.body).toEqual({ error_code: 50301, error_msg: '当前提问的人太多，请稍等几秒后重试' });
    expect(reply.headers).toEqual({ 'retry-after': '5' });
    let admitted = false;
    void gate.enter('background').then(() => (admitted = true));
    await flush();
    expect(gate.queued).toEqual({ request: 2, background: 1 });
    expect(admitted).toBe(false);
  });

  it('refuses everything queued when opening a connection failed', async () => {
    const gate = new PoolGate(1, 10);
    const leave = await gate.enter('request');
    const waiting = [gate.enter('request'), gate.enter('background')].map((p) => p.catch((e: unknown) => e));
    const down = Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' });
    gate.refuseWaiting(down);
    expect(await Promise.all(waiting)).toEqual([down, down]);
    leave();
    const again = await gate.enter('request');
    expect(typeof again).toBe('function');
  });
});
