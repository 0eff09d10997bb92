import type { Updateable } from 'kysely';
import type { Logger } from 'pino';
import type { Db } from '../../db/database';
import type { QuestionsTable } from '../../db/schema';
import { questionRepository } from './repository';

type Patch = Updateable<QuestionsTable>;

interface Pending {
  patch: Patch;
  settle: Array<{ resolve: (owned: boolean) => void; reject: (err: unknown) => void }>;
}

/**
 * Whose writes these are (decision 031): each is conditional on the answer being still this
 * owner's and still outputting, and none is sent while the owner's lease is in doubt. Without an
 * owner (tests of the batching) writes are plain.
 */
export interface WriteFence {
  readonly owner: string | null;
  whenHeld(): Promise<void>;
}

const unfenced: WriteFence = { owner: null, whenHeld: () => Promise.resolve() };

/**
 * Every run stores its growing answer as it streams; with many answers at once, much of a write's
 * cost is its commit (a WAL flush on PostgreSQL). Measured per write of a growing answer, alone
 * versus batched: SQLite 0.066 → 0.037 ms CPU, PostgreSQL 0.27 → 0.16 ms wall. Writes issued in
 * the same tick are therefore committed together, in one transaction, and two writes to the same
 * question that meet in a batch become one. One batch is in flight at a time, so a later write
 * can never be committed before (and be undone by) an earlier one. If a batch fails, each of its
 * writes is tried on its own, so one bad row cannot lose the others. A write resolves false when
 * the answer is no longer the owner's to write (a peer marked it interrupted, a stop cancelled it).
 */
export class AnswerWrites {
  private pending = new Map<string, Pending>();
  private flushing: Promise<void> = Promise.resolve();
  private scheduled = false;

  constructor(
    private readonly db: Db,
    private readonly log: Logger,
    private readonly fence: WriteFence = unfenced,
  ) {}

  /** Resolves once the patch (or a later one for the same question) is committed: whether it was still the owner's. */
  update(questionId: string, patch: Patch): Promise<boolean> {
    return new Promise((resolve, reject) => {
      const entry = this.pending.get(questionId);
      if (entry) {
        entry.patch = { ...entry.patch, ...patch };
        entry.settle.push({ resolve, reject });
      } else {
        this.pending.set(questionId, { patch, settle: [{ resolve, reject }] });
      }
      this.schedule();
    });
  }

  private schedule(): void {
    if (this.scheduled) return;
    this.scheduled = true;
    // After the current tick: every run that wrote in it joins the batch.
    setImmediate(() => {
      this.flushing = this.flushing.then(() => {
        this.scheduled = false;
        const batch = this.pending;
        this.pending = new Map();
        return this.commit(batch);
      });
    });
  }

  private write(repo: ReturnType<typeof questionRepository>, id: string, patch: Patch): Promise<boolean> {
    const owner = this.fence.owner;
    return owner ? repo.updateOwned(id, owner, patch) : repo.update(id, patch).then(() => true);
  }

  private async commit(batch: Map<string, Pending>): Promise<void> {
    if (batch.size === 0) return;
    await this.fence.whenHeld();
    // A lone write commits on its own: BEGIN and COMMIT would only add two statements to it.
    if (batch.size === 1) return this.commitEach(batch);
    if (this.db.dialect === 'postgres') return this.commitByShape(batch);
    try {
      const owned = await this.db.kysely.transaction().execute(async (trx) => {
        const repo = questionRepository({ kysely: trx });
        const results: boolean[] = [];
        for (const [id, { patch }] of batch) results.push(await this.write(repo, id, patch));
        return results;
      });
      let i = 0;
      for (const { settle } of batch.values()) {
        const result = owned[i++]!;
        for (const s of settle) s.resolve(result);
      }
    } catch (batchErr) {
      this.log.warn({ err: batchErr, writes: batch.size }, 'batched answer writes failed; writing one by one');
      await this.commitEach(batch);
    }
  }

  /**
   * PostgreSQL: one statement per set of columns written (a growing answer's text, a final
   * answer's every column), however many answers share it, instead of BEGIN, a statement per
   * answer and COMMIT, each a round trip (decision 038). One statement is atomic by itself.
   */
  private async commitByShape(batch: Map<string, Pending>): Promise<void> {
    const shapes = new Map<string, Array<{ id: string; patch: Patch; settle: Pending['settle'] }>>();
    for (const [id, { patch, settle }] of batch) {
      const defined = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as Patch;
      const shape = Object.keys(defined).sort().join(',');
      const group = shapes.get(shape);
      const entry = { id, patch: defined, settle };
      if (group) group.push(entry);
      else shapes.set(shape, [entry]);
    }
    const repo = questionRepository(this.db);
    for (const [shape, group] of shapes) {
      try {
        const owned = await repo.updateOwnedMany(this.fence.owner, shape.split(','), group);
        for (const { id, settle } of group) for (const s of settle) s.resolve(this.fence.owner === null || owned.has(id));
      } catch (err) {
        this.log.warn({ err, writes: group.length }, 'batched answer writes failed; writing one by one');
        await this.commitEach(new Map(group.map(({ id, patch, settle }) => [id, { patch, settle }])));
      }
    }
  }

  private async commitEach(batch: Map<string, Pending>): Promise<void> {
    const repo = questionRepository(this.db);
    for (const [id, { patch, settle }] of batch) {
      try {
        const owned = await this.write(repo, id, patch);
        for (const s of settle) s.resolve(owned);
      } catch (err) {
        for (const s of settle) s.reject(err);
      }
    }
  }
}
