import { LIMITS } from '@app/protocol/constants';
import { wsTokenSchema } from '@app/protocol/chat-settings';
import { WS_ENDPOINTS, serverFrameSchema, type ClientFrame, type PushFrame } from '@app/protocol/ws';
import { http } from './http';

/** Spec section 4: the socket is OPEN or CONNECTING; CLOSED between attempts and after giving up. */
export type WsStatus = 'CONNECTING' | 'OPEN' | 'CLOSED';
export type PushListener = (frame: PushFrame) => void;

/** The parts of a socket the client uses; the browser's `WebSocket` is one, tests pass a fake. */
interface SocketLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
}

export interface WsClientOptions {
  /** Trades the session for a ticket; defaults to POST /api/v2/generate_ws_token. */
  fetchToken?: () => Promise<string>;
  createSocket?: (url: string) => SocketLike;
  /** Where `online`/`offline` come from. */
  events?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  url?: (token: string) => string;
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

const defaultFetchToken = async (): Promise<string> =>
  (await http.post(WS_ENDPOINTS.token, {}, { quiet: true, formatData: (d) => wsTokenSchema.parse(d) })).ws_token;

const defaultUrl = (token: string) =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${WS_ENDPOINTS.socket}?ws_token=${encodeURIComponent(token)}`;

/** A ticket: 3 tries, 1 s apart (spec section 7). */
async function ticket(fetchToken: () => Promise<string>): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fetchToken();
    } catch (error) {
      if (attempt >= LIMITS.wsTokenFetchTries) throw error;
      await sleep(LIMITS.wsTokenFetchDelayMs);
    }
  }
}

/**
 * The one WebSocket client (DESIGN 2.5, spec sections 4, 7, 8): ping every 20 s and reconnect when
 * no pong comes within 10 s; up to 5 reconnects 5 s apart, after which the failure is only
 * logged; frames sent while closed are queued and flushed on open; `online` reconnects and
 * `offline` closes. Push frames go to listeners by module and by `module&event`.
 */
export function createWsClient(options: WsClientOptions = {}) {
  const fetchToken = options.fetchToken ?? defaultFetchToken;
  const createSocket = options.createSocket ?? ((url: string): SocketLike => new WebSocket(url));
  const events = options.events ?? window;
  const urlFor = options.url ?? defaultUrl;
  const listeners = new Map<string, Set<PushListener>>();
  const queue: string[] = [];
  let socket: SocketLike | null = null;
  let status: WsStatus = 'CLOSED';
  let wanted = false;
  let failures = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let pongTimer: ReturnType<typeof setTimeout> | undefined;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;

  const stopTimers = () => {
    clearInterval(heartbeat);
    clearTimeout(pongTimer);
    clearTimeout(retryTimer);
  };

  function drop(): void {
    stopTimers();
    const s = socket;
    socket = null;
    status = 'CLOSED';
    if (s) {
      s.onopen = s.onclose = s.onerror = s.onmessage = null;
      s.close();
    }
  }

  function scheduleRetry(): void {
    drop();
    if (!wanted) return;
    if (failures >= LIMITS.wsRetries) {
      console.error(`[ws] gave up after ${LIMITS.wsRetries} reconnects`);
      return;
    }
    failures++;
    retryTimer = setTimeout(() => void open(), LIMITS.wsRetryDelayMs);
  }

  function dispatch(frame: PushFrame): void {
    for (const key of [frame.module, `${frame.module}&${frame.event}`]) listeners.get(key)?.forEach((l) => l(frame));
  }

  function onMessage(data: unknown): void {
    let parsed: unknown;
    try {
      parsed = JSON.parse(String(data));
    } catch {
      return console.warn('[ws] unreadable frame', data);
    }
    const frame = serverFrameSchema.safeParse(parsed);
    if (!frame.success) return console.warn('[ws] unknown frame', parsed);
    if ('type' in frame.data) return clearTimeout(pongTimer);
    dispatch(frame.data);
  }

  function ping(): void {
    send({ type: 'ping' });
    clearTimeout(pongTimer);
    pongTimer = setTimeout(scheduleRetry, LIMITS.wsPongTimeoutMs);
  }

  async function open(): Promise<void> {
    if (!wanted || socket) return;
    status = 'CONNECTING';
    let token: string;
    try {
      token = await ticket(fetchToken);
    } catch {
      return scheduleRetry();
    }
    if (!wanted || socket) return;
    const s = createSocket(urlFor(token));
    socket = s;
    s.onopen = () => {
      status = 'OPEN';
      failures = 0;
      queue.splice(0).forEach((text) => s.send(text));
      heartbeat = setInterval(ping, LIMITS.wsHeartbeatMs);
    };
    s.onmessage = (event) => onMessage(event.data);
    s.onerror = () => {};
    s.onclose = () => scheduleRetry();
  }

  const onOnline = () => {
    failures = 0;
    if (wanted && !socket) {
      clearTimeout(retryTimer);
      void open();
    }
  };
  const onOffline = () => drop();

  function send(frame: ClientFrame): void {
    const text = JSON.stringify(frame);
    if (socket && status === 'OPEN') socket.send(text);
    else queue.push(text);
  }

  return {
    /** Connects (idempotent) and keeps the connection up until `close`. */
    connect(): void {
      if (wanted) return;
      wanted = true;
      failures = 0;
      events.addEventListener('online', onOnline);
      events.addEventListener('offline', onOffline);
      void open();
    },
    close(): void {
      wanted = false;
      events.removeEventListener('online', onOnline);
      events.removeEventListener('offline', onOffline);
      drop();
    },
    send,
    /** Listens to a module (`cloud_app`) or one event of it (`user_profile&user_profile_collect`). */
    on(key: string, listener: PushListener): () => void {
      const set = listeners.get(key) ?? new Set<PushListener>();
      set.add(listener);
      listeners.set(key, set);
      return () => set.delete(listener);
    },
    get status(): WsStatus {
      return status;
    },
  };
}

export type WsClient = ReturnType<typeof createWsClient>;

/** The app's socket; features subscribe with `appSocket.on(...)` and call `connect()` when signed in. */
export const appSocket: WsClient = createWsClient();
