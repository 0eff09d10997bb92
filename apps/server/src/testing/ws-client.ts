import { WS_ENDPOINTS } from '@app/protocol/ws';
import { WebSocket } from 'ws';
import { postJson } from './harness';

/** A real WebSocket client for tests, recording frames and the close code. */
export function openSocket(baseUrl: string, token: string) {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}/api/v2/ws?ws_token=${encodeURIComponent(token)}`);
  const frames: unknown[] = [];
  const waiters: Array<() => void> = [];
  let closeCode: number | null = null;
  socket.on('message', (data: Buffer) => {
    frames.push(JSON.parse(data.toString('utf8')));
    waiters.splice(0).forEach((w) => w());
  });
  socket.on('close', (code: number) => {
    closeCode = code;
    waiters.splice(0).forEach((w) => w());
  });
  const opened = new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  opened.catch(() => {});
  socket.on('error', () => {});
  const until = (check: () => boolean, ms = 5000) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('timed out waiting on the socket')), ms);
      const test = () => (check() ? (clearTimeout(timer), resolve()) : waiters.push(test));
      test();
    });
  return {
    socket,
    frames,
    get closeCode() {
      return closeCode;
    },
    opened,
    send: (frame: unknown) => socket.send(typeof frame === 'string' ? frame : JSON.stringify(frame)),
    /** Resolves when a frame matching `match` arrived. */
    next: (match: (f: any) => boolean) => until(() => frames.some(match)),
    closed: () => until(() => closeCode !== null),
    /** A ping/pong round trip: after it the server has registered the socket. */
    async roundTrip() {
      await opened;
      const pongs = frames.filter((f: any) => f.type === 'pong').length;
      this.send({ type: 'ping' });
      await until(() => frames.filter((f: any) => f.type === 'pong').length > pongs);
    },
  };
}

export async function wsToken(baseUrl: string, headers: Record<string, string>): Promise<string> {
  const res = await postJson(baseUrl, WS_ENDPOINTS.token, {}, headers);
  return res.body.data.ws_token as string;
}
