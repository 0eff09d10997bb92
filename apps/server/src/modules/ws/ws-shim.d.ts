/**
 * The `ws` package (a dependency of @fastify/websocket) ships no types and @types/ws is not
 * installed; this declares the slice the server and its tests use.
 */
declare module 'ws' {
  import type { EventEmitter } from 'node:events';
  export class WebSocket extends EventEmitter {
    static readonly OPEN: 1;
    constructor(url: string);
    readonly readyState: 0 | 1 | 2 | 3;
    send(data: string): void;
    close(code?: number, reason?: string): void;
    terminate(): void;
  }
  export default WebSocket;
}
