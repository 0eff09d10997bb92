/**
 * Admission to the PostgreSQL pool (issue 22 item 2, decision 048). pg-pool bounds the wait for
 * one of its connections by `connectionTimeoutMillis`: under a burst, a request that waited its
 * turn longer than that failed with a 5xx although nothing was wrong. Here the turn is waited for
 * in a queue of our own, in order and without a clock, and pg-pool is only ever asked for a
 * connection when one is free or may be opened, so its timeout bounds opening a connection (the
 * database is unreachable), never waiting for one under load.
 *
 * Two lanes share the slots. `request`: what a request does before it answers (the session
 * look-up, storing a question, a page of history), so a burst's first events wait behind as
 * little as possible. `background`: the writes of answers already streaming. While both wait,
 * every fourth slot goes to the background, so answers keep landing under a stream of new
 * questions. A request that finds `maxQueued` requests already waiting is refused at once with
 * `DatabaseBusyError` (a 503 envelope with Retry-After), never hung. When opening a connection
 * fails (the database is down or unreachable), everything queued before the failure is refused
 * with that failure instead of each waiting its own connect timeout in turn.
 */

/** Which queue a statement waits in; see the file's comment. */
export type Lane = 'request' | 'background';

/** Slots out of every this many go to the background lane while both lanes wait. */
const BACKGROUND_SHARE = 4;

/** Seconds a refused request is told to wait (Retry-After). */
export const BUSY_RETRY_AFTER_SECONDS = 5;

/** The pool's queue of waiting requests is full: answered 503 with Retry-After (http/error-handler.ts). */
export class DatabaseBusyError extends Error {
  readonly retryAfterSeconds = BUSY_RETRY_AFTER_SECONDS;
  constructor(readonly queued: number) {
    super(`database queue full (${queued} waiting)`);
    this.name = 'DatabaseBusyError';
  }
}

interface Waiter {
  admit: (leave: () => void) => void;
  refuse: (err: unknown) => void;
}

/** A counting semaphore with two FIFO lanes. */
export class PoolGate {
  private free: number;
  private readonly waiting: Record<Lane, Waiter[]> = { request: [], background: [] };
  /** Slots given to the request lane in a row while the background lane waited. */
  private streak = 0;

  constructor(
    readonly size: number,
    readonly maxQueued: number,
  ) {
    this.free = size;
  }

  /** Waiting in each lane (for /metrics, tests). */
  get queued(): { request: number; background: number } {
    return { request: this.waiting.request.length, background: this.waiting.background.length };
  }

  /** Resolves with the function that gives the slot back (call it once). */
  enter(lane: Lane): Promise<() => void> {
    if (this.free > 0) {
      this.free--;
      return Promise.resolve(this.leaver());
    }
    if (lane === 'request' && this.waiting.request.length >= this.maxQueued)
      return Promise.reject(new DatabaseBusyError(this.waiting.request.length));
    return new Promise((admit, refuse) => this.waiting[lane].push({ admit, refuse }));
  }

  /** Refuses everything waiting now with `err` (opening a connection failed). */
  refuseWaiting(err: unknown): void {
    const all = [...this.waiting.request, ...this.waiting.background];
    this.waiting.request = [];
    this.waiting.background = [];
    for (const w of all) w.refuse(err);
  }

  private leaver(): () => void {
    let left = false;
    return () => {
      if (left) return;
      left = true;
      const next = this.next();
      if (next) next.admit(this.leaver());
      else this.free++;
    };
  }

  private next(): Waiter | undefined {
    const { request, background } = this.waiting;
    if (request.length > 0 && (background.length === 0 || this.streak < BACKGROUND_SHARE - 1)) {
      if (background.length > 0) this.streak++;
      return request.shift();
    }
    this.streak = 0;
    return background.shift();
  }
}
