import { DatabaseBusyError } from './admission';

/**
 * Calls made in one turn of the event loop, run as one statement (decision 048). A burst of new
 * questions reaches the server as many requests read in the same poll phase; each looked up its
 * session and stored its question in statements of its own, two round trips per question on one
 * of the pool's few connections, so the thousandth question's first event waited for two
 * thousand round trips. Batched, the burst costs a few statements per turn of the event loop.
 *
 * `run` gets every call of the turn (up to `maxBatch` per statement) and resolves with one result
 * per call, in order. If the batch fails, each call is tried on its own through `one` (so one bad
 * call, e.g. a row a constraint refuses, cannot fail the others), except when the pool refused it
 * for load: then every call gets that refusal.
 */
export class TickBatch<In, Out> {
  private pending: Array<{ input: In; resolve: (out: Out) => void; reject: (err: unknown) => void }> = [];
  private scheduled = false;

  constructor(
    private readonly run: (inputs: In[]) => Promise<Out[]>,
    private readonly one: (input: In) => Promise<Out>,
    private readonly maxBatch = 500,
  ) {}

  call(input: In): Promise<Out> {
    return new Promise((resolve, reject) => {
      this.pending.push({ input, resolve, reject });
      if (this.scheduled) return;
      this.scheduled = true;
      // After the poll phase: every request read in it joins the batch.
      setImmediate(this.flush);
    });
  }

  private readonly flush = (): void => {
    this.scheduled = false;
    const all = this.pending;
    this.pending = [];
    for (let at = 0; at < all.length; at += this.maxBatch) void this.settle(all.slice(at, at + this.maxBatch));
  };

  private async settle(batch: typeof this.pending): Promise<void> {
    if (batch.length === 1) {
      const [only] = batch;
      return this.one(only!.input).then(only!.resolve, only!.reject);
    }
    let outs: Out[];
    try {
      outs = await this.run(batch.map((b) => b.input));
    } catch (err) {
      if (err instanceof DatabaseBusyError) {
        for (const b of batch) b.reject(err);
        return;
      }
      await Promise.all(batch.map((b) => this.one(b.input).then(b.resolve, b.reject)));
      return;
    }
    batch.forEach((b, i) => b.resolve(outs[i]!));
  }
}
