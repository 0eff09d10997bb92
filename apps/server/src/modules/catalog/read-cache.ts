/**
 * Catalog reads the assistant repeats, kept for a while (decision 029, round 3): the same
 * search (a category, a budget, a brand) comes back for many users, and the catalog changes only
 * by a re-seed or an import, which the vocabulary (vocabulary.ts) already picks up within a
 * minute. Entries are promises, so simultaneous identical reads share one query; a failed read is
 * not kept. Values are shared by every caller: they are frozen, and callers get them as they are.
 */
export const CATALOG_CACHE_MS = 60_000;
/** Entries per database and kind of read; the least recently used go first. */
export const CATALOG_CACHE_ENTRIES = 2_000;

export class ReadCache<V> {
  private readonly entries = new Map<string, { at: number; value: Promise<V> }>();

  constructor(
    private readonly ttlMs = CATALOG_CACHE_MS,
    private readonly maxEntries = CATALOG_CACHE_ENTRIES,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  /** The kept value of `key`, or `load()`'s (kept from now on). */
  get(key: string, load: () => Promise<V>, now = Date.now()): Promise<V> {
    const hit = this.entries.get(key);
    this.entries.delete(key);
    if (hit && now - hit.at < this.ttlMs) {
      this.entries.set(key, hit);
      return hit.value;
    }
    const entry = { at: now, value: load() };
    this.entries.set(key, entry);
    if (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return entry.value;
  }
}

/** Freezes an object and the objects and arrays it holds (values shared through a cache). */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
