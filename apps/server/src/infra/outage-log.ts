import { storeErrors } from './metrics';

/** The two log calls an outage makes; the server's pino logger is one, a console-backed one another. */
export interface OutageLogger {
  error(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
}

/**
 * Trouble with one store (PostgreSQL, or a Redis role: key-value store, pub/sub, answer feed),
 * logged once per outage and once on recovery, never once per command (issue 23): a cut that
 * fails 2,000 commands is two log lines.
 */
export class OutageLog {
  private down = false;
  private failures = 0;

  constructor(
    private readonly log: OutageLogger,
    private readonly what: string,
  ) {}

  get isDown(): boolean {
    return this.down;
  }

  failed(err: unknown): void {
    this.failures += 1;
    storeErrors.inc({ store: this.what });
    if (this.down) return;
    this.down = true;
    this.log.error({ err, store: this.what }, `${this.what} unreachable; failures are counted until it recovers`);
  }

  recovered(): void {
    if (!this.down) return;
    this.log.warn({ store: this.what, failures: this.failures }, `${this.what} reachable again`);
    this.down = false;
    this.failures = 0;
  }
}
