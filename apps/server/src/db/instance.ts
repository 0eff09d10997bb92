import os from 'node:os';
import type { Logger } from 'pino';
import type { Db } from './database';
import { newId } from '../shared/token';
import { leaseRenewals, leaseTakeovers } from '../infra/metrics';

/**
 * Work found by a sweep: marks what a dead instance left behind (never `self`'s own work);
 * returns how many rows it marked.
 */
export type Sweeper = (aliveAt: number, self: string) => Promise<number>;

/**
 * After this instance's lease lapsed and was taken again: checks the work it still runs against
 * the stored rows, and stops what a peer took over meanwhile (decision 031).
 */
export type Rechecker = () => Promise<void>;

/** Instance rows whose lease ended this long ago are removed (nothing refers to them any more). */
const PRUNE_AFTER_MS = 60 * 60_000;

/** Instances of this server in this process (tests run several): never an "earlier incarnation". */
const LIVE_IN_THIS_PROCESS = new Set<string>();

/** Whether a process with this id runs on this machine (EPERM: it does, as another user). */
function processRuns(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * This server process among its peers on one database (issue 13): a row in `instances` whose
 * lease the process renews. Running answers and cloud-phone tasks carry the owner's id; a sweep
 * marks interrupted only the work whose owner holds no live lease: a dead peer's, or this
 * machine's earlier incarnation's — never a live peer's, never its own (decisions 013, 031).
 *
 * Timing, for a lease of L ms: the lease is renewed every L/4 and each renewal holds it for 3L/4,
 * so two missed renewals (a busy pool, a slow query) do not lose it; the sweep runs at start and
 * every L/4, each time right after a renewal. A process killed with -9 is detected within L by a
 * peer, at once by its own restart on the same machine (its rows are taken over before it
 * serves), and at once by a cluster primary that saw its worker die.
 *
 * Fencing (decision 031): the process knows until when its lease surely holds (the send time of
 * its last successful renewal plus 3L/4). Past that, `holds` is false: the owner stops streaming
 * and writing (`whenHeld`) until a renewal succeeds and the re-checkers have stopped the work a
 * peer took over meanwhile. Every answer write is besides conditional on owner and status, so
 * even a write already on its way cannot undo a peer's verdict.
 */
export class Instance {
  readonly id = newId('i_');
  private timer: NodeJS.Timeout | null = null;
  private sweepingOn = false;
  private readonly sweepers: Array<{ name: string; sweep: Sweeper }> = [];
  private readonly recheckers: Rechecker[] = [];
  private ticking: Promise<void> = Promise.resolve();
  private tickQueued = false;
  /** The renewal on its way, if any (renewals never queue up behind each other or behind a sweep). */
  private renewing: Promise<boolean> | null = null;
  /** Local time until which the lease surely holds. */
  private heldUntil = 0;
  /** The lease lapsed: work waits until it is taken again and re-checked. */
  private lapsed = false;
  private waiters: Array<() => void> = [];
  private stopped = false;

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

  /** Registers what to re-check after the lease lapsed and was taken again. */
  addRechecker(recheck: Rechecker): void {
    this.recheckers.push(recheck);
  }

  /** Whether this instance surely holds its lease now (its work may stream and be written). */
  get holds(): boolean {
    if (this.lapsed) return false;
    if (this.now() < this.heldUntil) return true;
    this.lapsed = true;
    this.log.warn({ instance: this.id }, 'instance lease lapsed; work pauses until it is renewed and re-checked');
    void this.renew();
    return false;
  }

  /** Resolves once the lease holds (at once, normally). */
  whenHeld(): Promise<void> {
    if (this.stopped || this.holds) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /**
   * Takes the lease; call before any work is started. Work left on this machine by an earlier
   * incarnation (a process here that is gone: killed, crashed) is freed for the first sweep.
   */
  async start(): Promise<void> {
    await this.releaseDeadOnThisMachine();
    const t = this.now();
    await this.db.kysely
      .insertInto('instances')
      .values({ id: this.id, host: os.hostname(), pid: process.pid, started_at: t, lease_until: t + this.holdMs })
      .execute();
    this.heldUntil = t + this.holdMs;
    LIVE_IN_THIS_PROCESS.add(this.id);
    this.timer = setInterval(() => {
      void this.renew();
      if (this.sweepingOn) void this.tick();
    }, this.tickMs);
    this.timer.unref();
  }

  /**
   * Ends the lease of every instance row of this machine whose process is gone: a process id
   * that no longer runs, or this very process id under another instance (a restart that got the
   * same pid, as a container's first process does). Hostnames identify machines (README).
   */
  private async releaseDeadOnThisMachine(): Promise<void> {
    const rows = await this.db.kysely
      .selectFrom('instances')
      .select(['id', 'pid'])
      .where('host', '=', os.hostname())
      .where('lease_until', '>', 0)
      .execute();
    const dead = rows
      .filter((r) => !LIVE_IN_THIS_PROCESS.has(r.id) && (r.pid === process.pid || !processRuns(r.pid)))
      .map((r) => r.id);
    if (dead.length === 0) return;
    await this.db.kysely.updateTable('instances').set({ lease_until: 0 }).where('id', 'in', dead).execute();
    this.log.info({ instances: dead }, 'earlier instances on this machine are gone; their work is taken over');
  }

  /** Runs the sweeps once now, then on every tick (each right after a renewal). */
  startSweeping(): Promise<void> {
    this.sweepingOn = true;
    return this.sweep();
  }

  /** A sweep right after a renewal of its own lease; one at a time, a tick that finds one running waits for it. */
  private tick(): Promise<void> {
    if (this.tickQueued) return this.ticking;
    this.tickQueued = true;
    this.ticking = this.ticking.then(async () => {
      this.tickQueued = false;
      if (this.stopped) return;
      if (await this.renew()) await this.runSweepers();
    });
    return this.ticking;
  }

  /** Renews the lease (joining a renewal already on its way); whether it holds afterwards. */
  private renew(): Promise<boolean> {
    this.renewing ??= this.renewOnce().finally(() => (this.renewing = null));
    return this.renewing;
  }

  /** After a lapse, re-checks the work before it may go on. */
  private async renewOnce(): Promise<boolean> {
    if (this.stopped) return false;
    const sentAt = this.now();
    try {
      const result = await this.db.kysely
        .updateTable('instances')
        .set({ lease_until: sentAt + this.holdMs })
        .where('id', '=', this.id)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) === 0)
        await this.db.kysely
          .insertInto('instances')
          .values({ id: this.id, host: os.hostname(), pid: process.pid, started_at: sentAt, lease_until: sentAt + this.holdMs })
          .execute();
    } catch (err) {
      leaseRenewals.inc({ result: 'failed' });
      this.log.warn({ err }, 'could not renew the instance lease');
      return false;
    }
    leaseRenewals.inc({ result: 'ok' });
    if (sentAt >= this.heldUntil) this.lapsed = true;
    this.heldUntil = sentAt + this.holdMs;
    if (this.lapsed) await this.regain();
    return this.now() < this.heldUntil;
  }

  /** After a lapse: stops the work peers took over, then lets the rest go on. */
  private async regain(): Promise<void> {
    for (const recheck of this.recheckers) {
      try {
        await recheck();
      } catch (err) {
        this.log.warn({ err }, 'could not re-check running work after the lease lapsed');
        return;
      }
    }
    if (this.now() >= this.heldUntil) return;
    this.lapsed = false;
    this.log.warn({ instance: this.id }, 'instance lease renewed and work re-checked; work goes on');
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** A sweep after a renewal of this instance's own lease (a stale lease row of its own is never read). */
  sweep(): Promise<void> {
    return this.tick();
  }

  private async runSweepers(): Promise<void> {
    const t = this.now();
    for (const { name, sweep } of this.sweepers) {
      try {
        const marked = await sweep(t, this.id);
        if (name === 'answers') leaseTakeovers.inc(marked);
        if (marked) this.log.info({ marked, kind: name }, 'work of instances without a live lease marked interrupted');
      } catch (err) {
        this.log.warn({ err, kind: name }, 'sweep failed');
      }
    }
    try {
      await this.db.kysely
        .deleteFrom('instances')
        .where('lease_until', '<', t - PRUNE_AFTER_MS)
        .execute();
    } catch (err) {
      this.log.warn({ err }, 'could not prune old instance rows');
    }
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
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    for (const resolve of this.waiters.splice(0)) resolve();
    await this.ticking;
    LIVE_IN_THIS_PROCESS.delete(this.id);
    await this.db.kysely.deleteFrom('instances').where('id', '=', this.id).execute();
  }
}

/** Owners with a live lease at `t`, as a subquery for `owner_id in (…)`. */
export const liveOwners = (db: Db, t: number) => db.kysely.selectFrom('instances').select('id').where('lease_until', '>', t);

/**
 * Ends the lease of instances on this machine whose process is known dead (a cluster primary that
 * saw its worker exit): peers, and the replacement worker, sweep their work at once.
 */
export async function releaseDeadProcess(db: Db, pid: number): Promise<string[]> {
  const rows = await db.kysely
    .selectFrom('instances')
    .select('id')
    .where('host', '=', os.hostname())
    .where('pid', '=', pid)
    .where('lease_until', '>', 0)
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length) await db.kysely.updateTable('instances').set({ lease_until: 0 }).where('id', 'in', ids).execute();
  return ids;
}
