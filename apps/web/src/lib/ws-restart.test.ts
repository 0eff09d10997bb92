import { afterEach, describe, expect, it } from 'vitest';
import { createWsClient } from './ws';

/** The `ws` package (a server dependency) gives this test a real server; it has no types here. */
interface WsServer {
  on(event: 'connection', cb: (socket: WsPeer) => void): void;
  on(event: 'listening', cb: () => void): void;
  clients: Set<WsPeer>;
  close(cb?: () => void): void;
  address(): { port: number };
}
interface WsPeer {
  on(event: 'message', cb: (data: Buffer) => void): void;
  send(data: string): void;
  terminate(): void;
}
type WsModule = {
  WebSocketServer: new (opts: { port: number; host: string }) => WsServer;
  WebSocket: new (url: string) => unknown;
};
const wsModuleName = 'ws';
const load = async () => (await import(/* @vite-ignore */ wsModuleName)) as WsModule;

/** A server that answers pings and records every frame it receives. */
async function startServer(lib: WsModule, port: number) {
  const received: unknown[] = [];
  const server = new lib.WebSocketServer({ port, host: '127.0.0.1' });
  server.on('connection', (socket) =>
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as { type?: string };
      received.push(frame);
      if (frame.type === 'ping') socket.send(JSON.stringify({ type: 'pong' }));
    }),
  );
  await new Promise<void>((resolve) => server.on('listening', resolve));
  const stop = () =>
    new Promise<void>((resolve) => {
      server.clients.forEach((c) => c.terminate());
      server.close(() => resolve());
    });
  return { server, received, stop, port: server.address().port };
}

const until = async (check: () => boolean, ms = 10_000) => {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('WebSocket client against a real server that restarts', () => {
  let cleanup: Array<() => Promise<void> | void> = [];
  afterEach(async () => {
    for (const c of cleanup.reverse()) await c();
    cleanup = [];
  });

  it('reconnects 5 s after the server went away and delivers the frames queued meanwhile', async () => {
    const lib = await load();
    const first = await startServer(lib, 0);
    const port = first.port;
    let tickets = 0;
    const client = createWsClient({
      fetchToken: async () => `t${++tickets}`,
      createSocket: (url) => new lib.WebSocket(url) as never,
      events: new EventTarget() as unknown as Window,
      url: (token) => `ws://127.0.0.1:${port}/api/v2/ws?ws_token=${token}`,
    });
    cleanup.push(() => client.close());
    client.connect();
    await until(() => client.status === 'OPEN');
    client.send({ type: 'ping' });
    await until(() => first.received.length === 1);

    await first.stop();
    await until(() => client.status === 'CLOSED');
    client.send({ type: 'ping' });
    const second = await startServer(lib, port);
    cleanup.push(second.stop);
    const closedAt = Date.now();
    await until(() => second.received.length === 1, 8_000);
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(4_500);
    expect(second.received).toEqual([{ type: 'ping' }]);
    expect(client.status).toBe('OPEN');
    expect(tickets).toBe(2);
  }, 15_000);
});
