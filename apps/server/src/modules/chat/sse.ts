import { STREAM_DONE } from '@app/protocol';
import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { activeStreams, firstEventSeconds, sseFrames } from '../../infra/metrics';
import type { RunSource } from './chat-run';

/** A comment line this often keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** The headers wait at most this long for the first frame to go out with them. */
export const HEADERS_WAIT_MS = 1000;
/**
 * Frames that would leave while the answer's closing frames wait for its final write wait with
 * them, at most this long, so they leave with the closing frames and [DONE] in one write
 * (decision 066): an unpaced answer's text then costs one write fewer.
 */
export const CLOSING_WAIT_MS = 100;

/**
 * Streams a run to one HTTP response (DESIGN 2.4): `id: <question_id>:<seq>` and `data: {…}`
 * per event, `data: [DONE]` at the end. The response is hijacked, so the headers Fastify's
 * hooks prepared (security headers) are copied over explicitly. A client that goes away only
 * unsubscribes: the run keeps generating.
 *
 * Frames produced in one go (the first ones of a new answer, an engine's burst, a replay after
 * Last-Event-ID) are joined into one write at the end of the tick, the first with the headers
 * (which wait for it up to HEADERS_WAIT_MS):
 * one chunk and one syscall instead of one per event. The first frame waits no longer than it
 * did when it was written at once: Node's HTTP response corks its socket until the end of the
 * tick anyway, and a second write in the same tick was a second syscall (decision 038).
 */
export function streamRun(reply: FastifyReply, run: RunSource, afterSeq: number): void {
  reply.hijack();
  const res = reply.raw;
  const prepared = Object.entries(reply.getHeaders()).filter(([, v]) => v !== undefined);
  res.writeHead(200, {
    ...(Object.fromEntries(prepared) as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache',
    'x-accel-buffering': 'no',
  });

  let closed = false;
  let written = false;
  activeStreams.inc();
  let counted = false;
  const uncount = () => {
    if (counted) return;
    counted = true;
    activeStreams.dec();
  };
  // The headers go out with the first frame, in one write (decision 052: under a burst a new
  // question's first event comes slices later, and headers written on their own were a quarter of
  // an answer's writes); on their own only if no frame came within HEADERS_WAIT_MS, so a client
  // still sees a slow stream open.
  const headersAlone = setTimeout(() => {
    if (!written && !closed) res.flushHeaders();
  }, HEADERS_WAIT_MS);
  headersAlone.unref();
  let pending = '';
  let pendingFrames = 0;
  let holding: NodeJS.Timeout | null = null;
  const write = () => {
    if (holding) clearTimeout(holding);
    holding = null;
    if (pending && !closed) {
      res.write(pending);
      sseFrames.inc(pendingFrames);
    }
    pending = '';
    pendingFrames = 0;
  };
  const flush = () => {
    // Never the first frame (it goes out with the headers at once); later ones wait for the end
    // while only the answer's final write is left, up to CLOSING_WAIT_MS.
    if (holding) return;
    if (pending && !closed && run.closing && res.headersSent) {
      holding = setTimeout(write, CLOSING_WAIT_MS);
      return;
    }
    write();
  };
  let unsubscribe = () => {};
  const heartbeat = setInterval(() => res.write(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const finish = () => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(headersAlone);
    if (holding) clearTimeout(holding);
    unsubscribe();
    uncount();
    if (!res.writableEnded) res.end(`${pending}data: ${STREAM_DONE}\n\n`);
    if (pendingFrames) sseFrames.inc(pendingFrames);
    pending = '';
    pendingFrames = 0;
  };
  res.on('close', () => {
    uncount();
    closed = true;
    clearInterval(heartbeat);
    clearTimeout(headersAlone);
    if (holding) clearTimeout(holding);
    unsubscribe();
  });
  unsubscribe = run.subscribe(afterSeq, {
    event: (id, data) => {
      if (closed) return;
      if (!pending) process.nextTick(flush);
      pending += `id: ${id}\ndata: ${data}\n\n`;
      pendingFrames++;
      if (!written) {
        written = true;
        firstEventSeconds.observe({ kind: afterSeq === 0 ? 'new' : 'resume' }, reply.elapsedTime / 1000);
      }
    },
    end: finish,
  });
}
