import { fetchEventSource, type EventSourceMessage } from '@microsoft/fetch-event-source';
import { streamEventSchema, type StreamEventFrame } from '@app/protocol/chat';
import { LIMITS, STREAM_DONE } from '@app/protocol/constants';
import { CLIENT_ERROR_TEXT, streamOpenError, type StreamErrorKind } from '@app/protocol/errors';
import type { SignableValue } from '@app/protocol/signing';
import { buildRequest } from './http';
import { plainStreamEvent } from './plain-frame';
import { reportUnauthorized } from './session-events';

/** A stream failure with the text the user sees (spec section 8, "Stream errors"). */
export class StreamError extends Error {
  override readonly name = 'StreamError';
  constructor(
    readonly kind: StreamErrorKind,
    message: string,
    readonly status: number = 0,
  ) {
    super(message);
  }
}

/** The server closed the connection before `[DONE]`: reconnect and resume. */
class StreamClosedEarly extends Error {}

export interface StreamMeta {
  /** The SSE `id:` of this event (`<question_id>:<seq>`), when present. */
  id: string | null;
}

export interface EventStreamOptions {
  url: string;
  body: Record<string, SignableValue>;
  signal?: AbortSignal;
  /** Resume after this event (sent as `Last-Event-ID`). */
  lastEventId?: string | null;
  /** Reconnect attempts after a dropped connection before giving up (default 5, spec's SSE retry). */
  maxRetries?: number;
  /** The first reconnect's delay; each later one doubles it (default 1000 ms). */
  retryMs?: number;
  onEvent: (frame: StreamEventFrame, meta: StreamMeta) => void;
  /** A `data:` line that is not a valid stream event; reported, never thrown. */
  onInvalidFrame?: (raw: string, reason: string) => void;
  /** For tests and the host app; defaults to `window.fetch`. */
  fetch?: typeof fetch;
}

export type StreamOutcome = 'done' | 'aborted';

export interface StreamResult {
  outcome: StreamOutcome;
  lastEventId: string | null;
}

const LAST_EVENT_ID_HEADER = 'last-event-id';
const EVENT_STREAM = 'text/event-stream';

/** Why the open failed, in the user's words; a 401 also starts the login flow. */
export async function openFailure(response: Response): Promise<StreamError> {
  let code: number | null = null;
  let msg: string | null = null;
  try {
    const body = (await response.json()) as { error_code?: unknown; error_msg?: unknown };
    if (typeof body.error_code === 'number') code = body.error_code;
    if (typeof body.error_msg === 'string') msg = body.error_msg;
  } catch {
    // Not JSON: the status alone decides.
  }
  const mapped = streamOpenError(response.status, code, msg);
  return new StreamError(mapped.kind, mapped.message, response.status);
}

/**
 * Parses one `data:` payload: an event, the `[DONE]` marker, or the reason it is invalid. Plain
 * events (most of an answer) are checked field by field (plain-frame.ts), the rest by the schema.
 */
export function parseFrame(data: string): { frame: StreamEventFrame } | { done: true } | { invalid: string } {
  if (data.trim() === STREAM_DONE) return { done: true };
  let json: unknown;
  try {
    json = JSON.parse(data);
  } catch {
    return { invalid: 'not JSON' };
  }
  const plain = plainStreamEvent(json);
  if (plain) return { frame: plain };
  const parsed = streamEventSchema.safeParse(json);
  return parsed.success ? { frame: parsed.data } : { invalid: parsed.error.issues[0]?.message ?? 'invalid frame' };
}

const isOffline = (): boolean => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The device has no network: said at once with the network text, never retried (the caller resumes on `online`). */
const offlineError = () => new StreamError('offline', CLIENT_ERROR_TEXT.network);

/** The wait before reconnect `attempt` (1-based): the SSE retry, doubled each time (1 s, 2 s, 4 s, …). */
export const reconnectDelayMs = (attempt: number, baseMs: number = LIMITS.sseRetryMs): number =>
  baseMs * 2 ** Math.max(0, attempt - 1);

/**
 * What the user sees once the reconnects are used up: a server that kept closing the stream
 * stopped the output; a request that never got through is a network failure, never "stopped".
 */
const gaveUp = (lastError: unknown): StreamError =>
  lastError instanceof StreamClosedEarly
    ? new StreamError('interrupted', CLIENT_ERROR_TEXT.streamInterrupted)
    : new StreamError('network', CLIENT_ERROR_TEXT.network);

/**
 * The one SSE reader: POSTs a JSON body and reads `text/event-stream` (spec sections 7 and 9).
 * Resolves when `[DONE]` arrives or the caller aborts; rejects with a StreamError. A dropped
 * connection is retried with the last event id, so the server resumes after it: at most
 * `sseMaxReconnects` times in a row, 1000 ms first and doubling. Offline (or going offline
 * mid-stream) rejects at once with kind `offline` instead of retrying.
 */
export async function openEventStream(options: EventStreamOptions): Promise<StreamResult> {
  const build = () => buildRequest(options.url, { method: 'POST', body: options.body });
  const { init, url } = await build();
  const baseFetch = options.fetch ?? ((input: RequestInfo | URL, req?: RequestInit) => window.fetch(input, req));
  // Each attempt rebuilds the body: a signed body carries a single-use nonce.
  let firstAttempt = true;
  const attemptFetch: typeof fetch = async (input, req) => {
    const body = firstAttempt ? init.body : (await build()).init.body;
    firstAttempt = false;
    return baseFetch(input, { ...req, body });
  };
  // fetch-event-source sets its own lower-case `accept` and `last-event-id`: use the same keys.
  const { Accept: _json, ...base } = init.headers as Record<string, string>;
  const headers: Record<string, string> = { ...base, accept: EVENT_STREAM };
  if (options.lastEventId) headers[LAST_EVENT_ID_HEADER] = options.lastEventId;

  const internal = new AbortController();
  const maxRetries = options.maxRetries ?? LIMITS.sseMaxReconnects;
  let lastEventId = options.lastEventId ?? null;
  let done = false;
  let retries = 0;
  let wentOffline: StreamError | null = null;
  const onCallerAbort = () => internal.abort();
  const onOffline = () => {
    if (done) return;
    wentOffline = offlineError();
    internal.abort();
  };
  if (options.signal?.aborted) return { outcome: 'aborted', lastEventId };
  if (isOffline()) throw offlineError();
  options.signal?.addEventListener('abort', onCallerAbort, { once: true });
  globalThis.addEventListener?.('offline', onOffline);

  const onmessage = (message: EventSourceMessage) => {
    if (done) return;
    if (message.id) lastEventId = message.id;
    if (!message.data) return;
    const result = parseFrame(message.data);
    if ('done' in result) {
      done = true;
      internal.abort();
    } else if ('invalid' in result) {
      options.onInvalidFrame?.(message.data, result.invalid);
    } else {
      retries = 0; // progress: a later drop gets the full number of reconnects again
      options.onEvent(result.frame, { id: message.id || null });
    }
  };

  try {
    await fetchEventSource(url, {
      method: 'POST',
      headers,
      body: init.body as string,
      credentials: 'include',
      signal: internal.signal,
      openWhenHidden: true,
      fetch: attemptFetch,
      async onopen(response) {
        const type = response.headers.get('content-type') ?? '';
        if (response.ok && type.startsWith(EVENT_STREAM)) return;
        const failure = await openFailure(response);
        if (failure.kind === 'login_expired') reportUnauthorized();
        throw failure;
      },
      onmessage,
      onclose() {
        if (!done) throw new StreamClosedEarly();
      },
      onerror(error: unknown) {
        if (error instanceof StreamError) throw error;
        if (isOffline()) throw offlineError();
        if (retries >= maxRetries) throw gaveUp(error);
        retries += 1;
        return reconnectDelayMs(retries, options.retryMs);
      },
    });
    if (wentOffline) throw wentOffline;
    return { outcome: done ? 'done' : 'aborted', lastEventId };
  } finally {
    options.signal?.removeEventListener('abort', onCallerAbort);
    globalThis.removeEventListener?.('offline', onOffline);
  }
}
