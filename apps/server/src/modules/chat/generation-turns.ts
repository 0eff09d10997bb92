/** Longest stretch of generation work before requests waiting on the event loop get their turn. */
export const SLICE_MS = 4;

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
 */
export class GenerationTurns {
  private readonly waiting: Array<() => void> = [];
  /** Runs waiting to start: they go before running ones (decision 048). */
  private readonly starting: Array<() => void> = [];
  private sliceStartedAt = -Infinity;
  private inSlice = false;
  private scheduled = false;

  constructor(private readonly sliceMs = SLICE_MS) {}

  /** Between two events of a run: null to go on now, else a promise of the run's next turn. */
  next(): Promise<void> | null {
    return this.queue(this.waiting);
  }

  /**
   * Before a run's first event (decision 048): its engine's work up to the first event waits for
   * a turn like any other, but ahead of the runs already streaming, so a burst's openings start
   * in order, a slice at a time (the event loop reads sockets and timers in between), instead of
   * all at once in one long stretch of promise callbacks that delays every first event to the end
   * of the stretch and starves timers (query and lease clocks) meanwhile.
   */
  start(): Promise<void> | null {
    return this.queue(this.starting);
  }

  /** Within a slice with nobody waiting to start: go on now; otherwise wait in `line`. */
  private queue(line: Array<() => void>): Promise<void> | null {
    if (performance.now() - this.sliceStartedAt < this.sliceMs && this.starting.length === 0) return null;
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
    this.sliceStartedAt = performance.now();
    this.letNextGo();
  };

  private readonly letNextGo = (): void => {
    const go =
      performance.now() - this.sliceStartedAt < this.sliceMs ? (this.starting.shift() ?? this.waiting.shift()) : undefined;
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
