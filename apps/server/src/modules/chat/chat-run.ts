import { formatEventId, type ChatVersion } from '@app/protocol';
import type { AssistantEvent } from '../../ports/assistant-engine';
import type { RunFeed } from './run-feed';
import { StreamMarks } from './stream-marks';

/** Receives a run's events as SSE-ready frames, then its end. */
export interface RunListener {
  event(id: string, data: string): void;
  end(): void;
}

/** Anything a response can stream from: a live run here, a run on another instance, a stored answer. */
export interface RunSource {
  /** Replays the events after `afterSeq`, then follows live; returns the unsubscribe function. */
  subscribe(afterSeq: number, listener: RunListener): () => void;
  /**
   * True while the answer is complete and only its final write is left (its closing frames are
   * withheld until then, see ChatRun.withhold): a stream may hold its last frames to send them
   * with the closing ones. Absent where it cannot be known (another instance, a stored answer).
   */
  readonly closing?: boolean;
}

/** Why a run stopped before the assistant finished: the user's stop, or server shutdown. */
export type StopReason = 'cancelled' | 'interrupted';

/**
 * Turns one assistant event into the events a chat version streams: v2 streams them as they
 * are; v1 adds its session and chunk types and splits product cards (v1-events.ts).
 */
export type EventShaper = (e: AssistantEvent) => AssistantEvent[];

export interface ChatRunInit {
  questionId: string;
  userId: string;
  /** The client's `q_local_…` id, by which a repeated request finds this run again. */
  clientQuestionId: string | null;
  version: ChatVersion;
  shape?: EventShaper;
  /** Shares the frames with other instances (Redis); absent or unavailable in one process. */
  feed?: RunFeed;
}

const asIs: EventShaper = (e) => [e];

/** The text field a delta event of each status grows; other statuses are never merged. */
const DELTA_FIELD: Partial<Record<AssistantEvent['status'], 'content' | 'reasoning_content'>> = {
  answer: 'content',
  plan: 'reasoning_content',
  reflection: 'reasoning_content',
};

/** The text of an event that only adds text (no cards, steps or ends), or null. */
function deltaText(e: AssistantEvent): string | null {
  const field = DELTA_FIELD[e.status];
  if (!field || e.next_step !== null) return null;
  const keys = Object.keys(e.content);
  const text = e.content[field];
  return keys.length === 1 && keys[0] === field && typeof text === 'string' ? text : null;
}

type TextLengths = { answer: number; reason: number };

/** Text deltas held for the end of the tick, merged into one event (decision 034). */
interface Held {
  status: AssistantEvent['status'];
  field: 'content' | 'reasoning_content';
  text: string;
  lengths: TextLengths;
}

/**
 * The bytes of frames a running answer keeps for clients that reconnect: far above an answer's
 * size (a 200 KB answer streams about 400 KB of frames); past it the oldest are dropped and a
 * reader that far behind is served from Redis or the stored answer.
 */
export const RUN_BUFFER_BYTES = 1 << 20;

/**
 * One answer being generated, independent of any HTTP connection: while it runs it keeps its
 * recent events (the resumable buffer, bounded in bytes), so a client can (re)attach and replay
 * from a sequence number, and any number of clients can follow it live. Its frames also go to
 * the feed, for readers on other instances, and each frame's text lengths to the stream marks,
 * for a late resume from the stored answer once the run is gone.
 */
export class ChatRun implements RunSource {
  private frames: Array<{ id: string; data: string }> = [];
  /** Frames dropped from the front of the buffer. */
  private dropped = 0;
  private bytes = 0;
  private readonly listeners = new Set<RunListener>();
  private ended = false;
  private readonly marks = new StreamMarks();
  /** A reader on another instance follows this run: its frames are published as they come. */
  watched = false;
  readonly controller = new AbortController();
  stopReason: StopReason | null = null;
  /** Settles when the final state has been persisted and the run has ended. */
  finished: Promise<void>;
  private resolveFinished!: () => void;

  readonly questionId: string;
  readonly userId: string;
  readonly clientQuestionId: string | null;
  readonly version: ChatVersion;
  private readonly shape: EventShaper;
  private readonly feed: RunFeed | undefined;
  private held: Held | null = null;
  private readonly release = () => this.flushHeld();
  /**
   * The sequence number after which frames are withheld (closing frames waiting for the final
   * write, see `withhold`); null while every frame goes out as it comes.
   */
  private withheldAfter: number | null = null;

  constructor(init: ChatRunInit) {
    this.questionId = init.questionId;
    this.userId = init.userId;
    this.clientQuestionId = init.clientQuestionId;
    this.version = init.version;
    this.shape = init.shape ?? asIs;
    this.feed = init.feed?.available ? init.feed : undefined;
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  get isEnded(): boolean {
    return this.ended;
  }

  get closing(): boolean {
    return this.withheldAfter !== null && !this.ended;
  }

  /** Number of events so far; event sequence numbers start at 1. */
  get lastSeq(): number {
    return this.dropped + this.frames.length;
  }

  /** Bytes of frames held in memory (bounded by RUN_BUFFER_BYTES). */
  get bufferedBytes(): number {
    return this.bytes;
  }

  /** Whether the buffer still holds every frame after `afterSeq`. */
  canReplayFrom(afterSeq: number): boolean {
    return afterSeq >= this.dropped;
  }

  /**
   * Appends an event (shaped for the run's chat version); the first carries the server's
   * question id. `text` is the answer and reasoning length once the event is applied.
   *
   * Text deltas that come in the same tick of the event loop (an unpaced engine's burst) leave as
   * one frame: the held delta grows until another kind of event, the end of the tick or the end
   * of the run sends it. A paced engine's deltas each come in a tick of their own and leave as
   * they came; the first event is never held. The text a client folds is the same either way.
   */
  push(e: AssistantEvent, text: TextLengths = { answer: 0, reason: 0 }): void {
    if (this.ended) return;
    const delta = this.lastSeq === 0 ? null : deltaText(e);
    if (delta !== null) {
      const held = this.held;
      if (held && held.status === e.status) {
        held.text += delta;
        held.lengths = text;
        return;
      }
      this.flushHeld();
      this.held = { status: e.status, field: DELTA_FIELD[e.status]!, text: delta, lengths: text };
      process.nextTick(this.release);
      return;
    }
    this.flushHeld();
    this.emit(e, text);
  }

  /** The stream marks of every frame so far (a held delta is sent first), for the final write. */
  encodeMarks(): string {
    this.flushHeld();
    return this.marks.encode();
  }

  /** Sends the held text delta, if any. */
  private flushHeld(): void {
    const held = this.held;
    if (!held) return;
    this.held = null;
    this.emit({ status: held.status, content: { [held.field]: held.text }, next_step: null }, held.lengths);
  }

  private emit(e: AssistantEvent, text: TextLengths): void {
    for (const shaped of this.shape(e)) {
      const seq = this.lastSeq + 1;
      const event = seq === 1 ? { ...shaped, content: { question_id: this.questionId, ...shaped.content } } : shaped;
      const frame = { id: formatEventId(this.questionId, seq), data: JSON.stringify(event) };
      this.frames.push(frame);
      this.bytes += frame.data.length;
      this.marks.add(text.answer, text.reason);
      if (this.withheldAfter === null) this.send(seq, frame);
    }
    this.trim();
  }

  private send(seq: number, frame: { id: string; data: string }): void {
    this.feed?.append(this.questionId, seq, frame.data, this.watched);
    for (const l of this.listeners) l.event(frame.id, frame.data);
  }

  /**
   * The answer is complete and only its final write is left: the frames pushed from now on
   * (the closing events) are kept in the buffer and counted in the stream marks, but no client
   * sees them until `sendWithheld` (the final write landed) or `dropWithheld` (it did not, or a
   * peer took the answer over). So a client is never shown an answer as finished that is
   * stored otherwise (issue 23).
   */
  withhold(): void {
    if (this.ended || this.withheldAfter !== null) return;
    this.flushHeld();
    this.withheldAfter = this.lastSeq;
  }

  /** Sends the withheld frames, in order, to the feed and every listener. */
  sendWithheld(): void {
    const after = this.withheldAfter;
    if (after === null) return;
    this.flushHeld();
    this.withheldAfter = null;
    for (let seq = Math.max(after, this.dropped) + 1; seq <= this.lastSeq; seq++)
      this.send(seq, this.frames[seq - 1 - this.dropped]!);
  }

  /** Forgets the withheld frames (and their marks), as if they had never been pushed. */
  dropWithheld(): void {
    const after = this.withheldAfter;
    if (after === null) return;
    this.held = null;
    this.withheldAfter = null;
    const keep = Math.max(0, after - this.dropped);
    for (const f of this.frames.slice(keep)) this.bytes -= f.data.length;
    this.frames = this.frames.slice(0, keep);
    this.marks.truncate(after);
  }

  private trim(): void {
    let cut = 0;
    // Withheld frames are never cut: they have not been sent yet.
    const last =
      this.withheldAfter === null ? this.frames.length - 1 : Math.min(this.frames.length - 1, this.withheldAfter - this.dropped);
    while (this.bytes > RUN_BUFFER_BYTES && cut < last) this.bytes -= this.frames[cut++]!.data.length;
    if (cut === 0) return;
    this.frames = this.frames.slice(cut);
    this.dropped += cut;
  }

  /** Replays events after `afterSeq` (those still buffered), then follows live; returns the unsubscribe function. */
  subscribe(afterSeq: number, listener: RunListener): () => void {
    const sent = this.withheldAfter === null ? this.frames.length : Math.max(0, this.withheldAfter - this.dropped);
    for (const f of this.frames.slice(Math.max(0, afterSeq - this.dropped), sent)) listener.event(f.id, f.data);
    if (this.ended) {
      listener.end();
      return () => {};
    }
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Asks the generation to stop; the driver persists and ends the run. */
  stop(reason: StopReason): void {
    this.stopReason ??= reason;
    this.controller.abort();
  }

  /** Called once by the driver after the final write; the buffer is released. */
  end(): void {
    if (this.ended) return;
    this.flushHeld();
    this.sendWithheld();
    this.ended = true;
    this.feed?.end(this.questionId, this.lastSeq);
    for (const l of this.listeners) l.end();
    this.listeners.clear();
    this.dropped += this.frames.length;
    this.frames = [];
    this.bytes = 0;
    this.resolveFinished();
  }
}
