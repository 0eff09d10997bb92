import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { newId } from '../modules/auth/token';

/** Work found by a sweep: marks what a dead instance left behind; returns how many rows it marked. */
export type Sweeper = (aliveAt: number) => Promise<number>;

/** Instance rows whose lease ended this long ago are removed (nothing refers to them any more). */
const PRUNE_AFTER_MS = 60 * 60_000;

/**
 * This server process among its peers on one database (issue 13): a row in `instances` whose
 * lease the process renews. Running answers and cloud-phone tasks carry the owner's id; a sweep
 * marks interrupted only the work whose owner holds no live lease: its own from before a crash,
 * or a dead peer's — never a live peer's.
 *
 * Timing, for a lease of L ms: the lease is renewed every L/4 and each renewal holds it for 3L/4,
 * so two missed renewals (a busy pool, a slow query) do not lose it; the sweep runs at start and
 * every L/4. A process killed with -9 is therefore detected by a peer (or its own restart)
 * within L.
 */
export class Instance {
  readonly id = newId('i_');
  private renewTimer: NodeJS.Timeout | null = null;
  private sweepTimer: NodeJS.Timeout | null = null;
  private readonly sweepers: Array<{ name: string; sweep: Sweeper }> = [];
  private sweeping: Promise<void> = Promise.resolve();

  constructor(
    private readonly db: Db,
    private readonly leaseMs: number,
    private readonly log: Logger,
    private readonly now: () => number = Date.now,
  ) {}

  private get holdMs(): number {
    return Math.round((this.leaseMs * 3) / 4);
  }

  private get tickMs(): number {
    return Math.max(50, Math.round(this.leaseMs / 4));
  }

  /** Registers a sweep of one kind of work; it runs at start and on every tick. */
  addSweeper(name: string, sweep: Sweeper): void {
    this.sweepers.push({ name, sweep });
  }

  /** Takes the lease; call before any work is started. */
  async start(): Promise<void> {
    const t = this.now();
    await this.db.kysely
      .insertInto('instances')
      .values({ id: this.id, host: os.hostname(), pid: process.pid, started_at: t, lease_until: t + this.holdMs })
      .execute();
    this.renewTimer = setInterval(() => void this.renew(), this.tickMs);
    this.renewTimer.unref();
  }

  /** Runs the sweeps once now, then on every tick. */
  startSweeping(): Promise<void> {
    this.sweepTimer ??= setInterval(() => void this.sweep(), this.tickMs);
    this.sweepTimer.unref();
    return this.sweep();
  }

  private async renew(): Promise<void> {
    try {
      await this.db.kysely
        .updateTable('instances')
        .set({ lease_until: this.now() + this.holdMs })
        .where('id', '=', this.id)
        .execute();
    } catch (err) {
      this.log.error({ err }, 'could not renew the instance lease');
    }
  }

  /** One sweep at a time; a tick that finds one running waits for it instead of stacking. */
  sweep(): Promise<void> {
    this.sweeping = this.sweeping.then(async () => {
      const t = this.now();
      for (const { name, sweep } of this.sweepers) {
        try {
          const marked = await sweep(t);
          if (marked) this.log.info({ marked, kind: name }, 'work of instances without a live lease marked interrupted');
        } catch (err) {
          this.log.error({ err, kind: name }, 'sweep failed');
        }
      }
      try {
        await this.db.kysely
          .deleteFrom('instances')
          .where('lease_until', '<', t - PRUNE_AFTER_MS)
          .execute();
      } catch (err) {
        this.log.error({ err }, 'could not prune old instance rows');
      }
    });
    return this.sweeping;
  }

  /** Whether an instance holds a live lease (a stop for its answer can reach it). */
  async isAlive(id: string | null): Promise<boolean> {
    if (!id) return false;
    if (id === this.id) return true;
    const row = await this.db.kysely
      .selectFrom('instances')
      .select('id')
      .where('id', '=', id)
      .where('lease_until', '>', this.now())
      .executeTakeFirst();
    return !!row;
  }

  /** Gives the lease up (graceful exit): peers sweep what is left at once, not after the lease. */
  async stop(): Promise<void> {
    if (this.renewTimer) clearInterval(this.renewTimer);
    if (this.sweepTimer) clearInterval(this.sweepTimer);
    this.renewTimer = this.sweepTimer = null;
    await this.sweeping;
    await this.db.kysely.deleteFrom('instances').where('id', '=', this.id).execute();
  }
}

/** Owners with a live lease at `t`, as a subquery for `owner_id in (…)`. */
export const liveOwners = (db: Db, t: number) => db.kysely.selectFrom('instances').select('id').where('lease_until', '>', t);
