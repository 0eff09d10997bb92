/**
 * Aborts an upstream request that has gone quiet: no response, or no chunk, for `timeoutMs`.
 * It counts only time spent waiting on the upstream (between `waiting()` and `received()`), so a
 * slow reader downstream never looks like a slow model, and a long answer that keeps streaming is
 * never cut. One coarse interval instead of a timer per token keeps the hot path cheap.
 */
export class IdleWatchdog {
  private waitingSince: number | null = null;
  private timer: NodeJS.Timeout | null = null;
  timedOut = false;

  constructor(
    private readonly timeoutMs: number,
    private readonly onTimeout: () => void,
  ) {}

  waiting(): void {
    this.waitingSince = Date.now();
    if (this.timer) return;
    const tick = Math.max(10, Math.min(1000, Math.floor(this.timeoutMs / 4)));
    this.timer = setInterval(() => this.check(), tick);
    this.timer.unref();
  }

  received(): void {
    this.waitingSince = null;
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    this.waitingSince = null;
  }

  private check(): void {
    if (this.waitingSince === null || Date.now() - this.waitingSince < this.timeoutMs) return;
    this.timedOut = true;
    this.stop();
    this.onTimeout();
  }
}
