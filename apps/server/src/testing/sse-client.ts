import { parseEventId, STREAM_DONE, type StreamEventFrame } from '@app/protocol';

/** Test helper: one parsed SSE frame. */
export interface SseFrame {
  id: string | null;
  seq: number | null;
  frame: StreamEventFrame;
}

export interface SseResult {
  status: number;
  headers: Headers;
  frames: SseFrame[];
  /** `data: [DONE]` arrived. */
  done: boolean;
  /** The body when the answer was not an event stream (a JSON error). */
  json: Record<string, any> | null;
}

/**
 * POSTs to a streaming endpoint over real HTTP and parses the frames. With `disconnectAfter`,
 * the client goes away after that many frames, as a closed browser tab would. A stream that has
 * not ended within `timeoutMs` (default 90 s) fails with what it got, never hangs a test.
 */
export async function postSse(
  baseUrl: string,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
  opts: { disconnectAfter?: number; onFrame?: (f: SseFrame) => void; timeoutMs?: number } = {},
): Promise<SseResult> {
  const controller = new AbortController();
  const timeoutMs = opts.timeoutMs ?? 90_000;
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const fail = (got: string) =>
    new Error(`POST ${baseUrl}${url} ${JSON.stringify(body)}: no end within ${timeoutMs} ms (${got})`);
  let res: Response;
  try {
    res = await fetch(baseUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'text/event-stream', ...headers },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch (e) {
    clearTimeout(timer);
    throw timedOut ? fail('no response headers') : e;
  }
  const result: SseResult = { status: res.status, headers: res.headers, frames: [], done: false, json: null };
  if (!res.headers.get('content-type')?.startsWith('text/event-stream')) {
    try {
      result.json = (await res.json()) as Record<string, any>;
    } finally {
      clearTimeout(timer);
    }
    return result;
  }
  const reader = res.body!.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += decoder.decode(value, { stream: true });
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const id = /^id: (.*)$/m.exec(block)?.[1] ?? null;
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (data === undefined) continue;
        if (data === STREAM_DONE) {
          result.done = true;
          continue;
        }
        const frame: SseFrame = { id, seq: parseEventId(id)?.seq ?? null, frame: JSON.parse(data) as StreamEventFrame };
        result.frames.push(frame);
        opts.onFrame?.(frame);
        if (opts.disconnectAfter !== undefined && result.frames.length >= opts.disconnectAfter) {
          controller.abort();
          return result;
        }
      }
    }
  } catch (e) {
    if (timedOut) throw fail(`${result.frames.length} frames, status ${res.status}`);
    if ((e as Error).name !== 'AbortError') throw e;
  } finally {
    clearTimeout(timer);
  }
  return result;
}

/** Concatenated `content` of the answer events. */
export const answerText = (r: SseResult): string =>
  r.frames
    .filter((f) => f.frame.status === 'answer')
    .map((f) => f.frame.content.content ?? '')
    .join('');

/** The product cards of the answer's cards event (none when it showed none). */
export const productCardsOf = (r: SseResult) =>
  r.frames.find((f) => f.frame.status === 'cards_load')?.frame.content.product_cards ?? [];

/** The flight cards of the answer's cards event. */
export const flightCardsOf = (r: SseResult) =>
  r.frames.find((f) => f.frame.status === 'cards_load')?.frame.content.flight_cards ?? [];

/** What a client shows from a list of frames: reasoning, answer text (v1's whole-answer and card events left out), cards. */
export function shownOf(frames: SseFrame[]) {
  const of = (pick: (f: SseFrame) => boolean, key: 'content' | 'reasoning_content') =>
    frames
      .filter(pick)
      .map((f) => f.frame.content[key] ?? '')
      .join('');
  const isText = (f: SseFrame) =>
    f.frame.status === 'answer' && f.frame.content.chunk_type !== 2 && f.frame.content.chunk_type !== 5;
  const cards = frames.flatMap((f) => f.frame.content.product_cards ?? (f.frame.content.card ? [f.frame.content.card] : []));
  return {
    answer: of(isText, 'content'),
    reasoning: of((f) => f.frame.status === 'plan' || f.frame.status === 'reflection', 'reasoning_content'),
    productIds: [...new Set(cards.map((c) => c.id))],
    last: frames.at(-1)?.frame,
    lastSeq: frames.at(-1)?.seq ?? null,
  };
}
