/** Longest stretch of generation work before requests waiting on the event loop get their turn. */
export const SLICE_MS = 4;
/**
 * While connections are being accepted (a burst of new questions), a slice is this short and only
 * for runs starting (decision 067): libuv accepts one connection per turn of the event loop, so
 * every millisecond a turn spends generating delays every connection still in the accept queue.
 */
export const ARRIVAL_SLICE_MS = 1;
/** Running answers still get a slice at least this often, however long connections keep arriving. */
export const MAX_DEFER_MS = 100;

/** When the server last accepted a connection (performance.now()), -Infinity before the first. */
export interface ConnectionArrivals {
  readonly lastAt: number;
}

/** Connections counted as they are accepted (`server.on('connection', arrivals.note)`). */
export class AcceptedConnections implements ConnectionArrivals {
  lastAt = -Infinity;
  readonly note = (): void => {
    this.lastAt = performance.now();
  };
}

const NO_ARRIVALS: ConnectionArrivals = { lastAt: -Infinity };

/**
 * Shares the one event loop between generating answers and answering requests (DESIGN 2.4:
 * the first event goes out as soon as the question is stored). An engine with no pacing produces
 * a whole answer in one run of promise callbacks; without this, every answer that started before
 * a request arrived is generated in full before that request is even read, and a burst of
 * questions waits seconds for its first events.
 *
 * A run asks for a turn between two events. Within a slice of SLICE_MS it goes on at once, so
 * a run's events mostly come in one go (and leave in one write); past it, the run queues (first
 * in, first out) and the slice ends, so the event loop reads the sockets (new questions, which
 * send their first event before they queue) before the next slice (a setImmediate) lets the
 * queue go on. Queued runs are let go one at a time: the next one only once every promise
 * callback the previous one caused has run, i.e. when it waits on real I/O, queues again, or
 * ends. Between two slices nothing is spent on queued runs.
 *
 * Under a burst, the connections themselves wait: since libuv 1.45 a server accepts one
 * connection per turn of the event loop (libuv#3696), so a turn that also runs a 4 ms slice
 * accepts a few hundred connections a second, and the thousandth question of a burst was read
 * seconds after it was sent (decision 067). So a slice that follows a turn in which a connection
 * was accepted is short (ARRIVAL_SLICE_MS) and only for runs starting: the loop turns quickly,
 * accepting, reading and starting the burst's questions, and the running answers go on once the
 * accept queue is empty, or every MAX_DEFER_MS meanwhile.
 */
export class GenerationTurns {
  private readonly waiting: Array<() => void> = [];
  /** Runs waiting to start: they go before running ones (decision 048). */
  private readonly starting: Array<() => void> = [];
  private sliceStartedAt = -Infinity;
  private sliceEndsAt = -Infinity;
  /** Whether running answers may go on in this slice (not while connections arrive, decision 067). */
  private runningMayGo = true;
  /** Since when running answers have been held back by arrivals; null while they are not. */
  private heldSince: number | null = null;
  private inSlice = false;
  private scheduled = false;

  constructor(
    private readonly sliceMs = SLICE_MS,
    private readonly arrivals: ConnectionArrivals = NO_ARRIVALS,
  ) {}

  /** Between two events of a run: null to go on now, else a promise of the run's next turn. */
  next(): Promise<void> | null {
    return this.queue(this.waiting, this.runningMayGo);
  }

  /**
   * Before a run's first event (decision 048): its engine's work up to the first event waits for
   * a turn like any other, but ahead of the runs already streaming, so a burst's openings start
   * in order, a slice at a time (the event loop reads sockets and timers in between), instead of
   * all at once in one long stretch of promise callbacks that delays every first event to the end
   * of the stretch and starves timers (query and lease clocks) meanwhile.
   */
  start(): Promise<void> | null {
    return this.queue(this.starting, true);
  }

  /** Within a slice that lets this line go, with nobody waiting to start: go on now; otherwise wait in `line`. */
  private queue(line: Array<() => void>, mayGo: boolean): Promise<void> | null {
    if (mayGo && performance.now() < this.sliceEndsAt && this.starting.length === 0) return null;
    return new Promise((resolve) => {
      line.push(resolve);
      this.schedule();
    });
  }

  /** Runs waiting for a turn. */
  get queued(): number {
    return this.waiting.length + this.starting.length;
  }

  private schedule(): void {
    if (this.scheduled || this.inSlice) return;
    this.scheduled = true;
    setImmediate(this.slice);
  }

  private readonly slice = (): void => {
    this.scheduled = false;
    this.inSlice = true;
    const now = performance.now();
    // A connection accepted since the last slice began: more may be waiting to be accepted.
    const arriving = this.arrivals.lastAt > this.sliceStartedAt;
    if (arriving) this.heldSince ??= now;
    this.runningMayGo = this.heldSince === null || now - this.heldSince >= MAX_DEFER_MS;
    if (this.runningMayGo) this.heldSince = null;
    this.sliceStartedAt = now;
    this.sliceEndsAt = now + (this.runningMayGo ? this.sliceMs : Math.min(ARRIVAL_SLICE_MS, this.sliceMs));
    this.letNextGo();
  };

  private readonly letNextGo = (): void => {
    const go =
      performance.now() < this.sliceEndsAt
        ? (this.starting.shift() ?? (this.runningMayGo ? this.waiting.shift() : undefined))
        : undefined;
    if (!go) {
      this.inSlice = false;
      if (this.waiting.length > 0 || this.starting.length > 0) this.schedule();
      return;
    }
    go();
    // A microtask queued now runs after the run's first callback; the tick it queues runs only
    // once the microtask queue is empty, i.e. after everything the run does before it waits.
    queueMicrotask(() => process.nextTick(this.letNextGo));
  };
}
