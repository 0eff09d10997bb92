import { formatEventId, type ChatVersion } from '@app/protocol';
import type { AssistantEvent } from '../../assistant/engine';

/** Receives a run's events as SSE-ready frames, then its end. */
export interface RunListener {
  event(id: string, data: string): void;
  end(): void;
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
}

const asIs: EventShaper = (e) => [e];

/**
 * One answer being generated, independent of any HTTP connection: it keeps every event it has
 * produced (the resumable buffer), so a client can (re)attach at any point and replay from a
 * sequence number, and any number of clients can follow it live.
 */
export class ChatRun {
  private readonly frames: Array<{ id: string; data: string }> = [];
  private readonly listeners = new Set<RunListener>();
  private ended = false;
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

  constructor(init: ChatRunInit) {
    this.questionId = init.questionId;
    this.userId = init.userId;
    this.clientQuestionId = init.clientQuestionId;
    this.version = init.version;
    this.shape = init.shape ?? asIs;
    this.finished = new Promise((resolve) => (this.resolveFinished = resolve));
  }

  get isEnded(): boolean {
    return this.ended;
  }

  /** Number of events so far; event sequence numbers start at 1. */
  get lastSeq(): number {
    return this.frames.length;
  }

  /** Appends an event (shaped for the run's chat version); the first carries the server's question id. */
  push(e: AssistantEvent): void {
    if (this.ended) return;
    for (const shaped of this.shape(e)) {
      const event =
        this.frames.length === 0 ? { ...shaped, content: { question_id: this.questionId, ...shaped.content } } : shaped;
      const frame = { id: formatEventId(this.questionId, this.frames.length + 1), data: JSON.stringify(event) };
      this.frames.push(frame);
      for (const l of this.listeners) l.event(frame.id, frame.data);
    }
  }

  /** Replays events after `afterSeq`, then follows live; returns the unsubscribe function. */
  subscribe(afterSeq: number, listener: RunListener): () => void {
    for (const f of this.frames.slice(Math.max(0, afterSeq))) listener.event(f.id, f.data);
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

  /** Called once by the driver after the final write. */
  end(): void {
    if (this.ended) return;
    this.ended = true;
    for (const l of this.listeners) l.end();
    this.listeners.clear();
    this.resolveFinished();
  }
}
