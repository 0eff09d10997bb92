import { ANALYTICS } from '@app/protocol/analytics';
import { encodePayload } from './encode';

export type SendMode = 'image' | 'ajax' | 'beacon';

/** One record the way the collection endpoint validates it. */
export interface SaRecord {
  type: 'track';
  event: string;
  distinct_id: string;
  time: number;
  properties: Record<string, unknown>;
}

export interface SenderOptions {
  serverUrl: string;
  mode: SendMode;
  /** Queue and send as one `data_list` every `batchIntervalMs`. */
  batch: boolean;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
  storageKey?: string;
}

/**
 * Sends records to `/sa` by image GET, ajax POST or beacon, or batched (`data_list`) with a
 * queue kept in storage (at most 200 records) so a reload does not lose them.
 */
export function createSender(opts: SenderOptions) {
  const key = opts.storageKey ?? 'sa_batch_queue';
  const storage = opts.storage;
  let queue: SaRecord[] = readQueue();
  let timer: ReturnType<typeof setInterval> | null = null;

  function readQueue(): SaRecord[] {
    try {
      const raw = storage?.getItem(key);
      return raw ? (JSON.parse(raw) as SaRecord[]) : [];
    } catch {
      return [];
    }
  }
  const persist = () => storage?.setItem(key, JSON.stringify(queue));

  function image(field: 'data' | 'data_list', value: unknown): Promise<void> {
    return new Promise((resolve) => {
      const img = new Image();
      const done = () => {
        clearTimeout(t);
        resolve();
      };
      const t = setTimeout(done, ANALYTICS.sendTimeoutMs);
      img.onload = done;
      img.onerror = done;
      const sep = opts.serverUrl.includes('?') ? '&' : '?';
      img.src = `${opts.serverUrl}${sep}${field}=${encodeURIComponent(encodePayload(value))}`;
    });
  }

  async function post(field: 'data' | 'data_list', value: unknown, timeoutMs: number): Promise<void> {
    const body = `${field}=${encodeURIComponent(encodePayload(value))}`;
    const type = 'application/x-www-form-urlencoded;charset=UTF-8';
    if (opts.mode === 'beacon' && typeof navigator.sendBeacon === 'function') {
      if (navigator.sendBeacon(opts.serverUrl, new Blob([body], { type }))) return;
    }
    const controller = new AbortController();
    const t = setTimeout(() => controller.abort(), timeoutMs);
    try {
      await fetch(opts.serverUrl, {
        method: 'POST',
        headers: { 'Content-Type': type },
        body,
        credentials: 'include',
        signal: controller.signal,
        keepalive: true,
      });
    } catch {
      // Analytics never disturbs the user; a lost record is acceptable.
    } finally {
      clearTimeout(t);
    }
  }

  async function flush(): Promise<void> {
    if (queue.length === 0) return;
    const sending = queue;
    queue = [];
    persist();
    await post('data_list', sending, ANALYTICS.batchTimeoutMs);
  }

  return {
    async send(record: SaRecord): Promise<void> {
      if (opts.batch) {
        queue = [...queue, record].slice(-ANALYTICS.storageLength);
        persist();
        timer ??= setInterval(() => void flush(), ANALYTICS.batchIntervalMs);
        return;
      }
      if (opts.mode === 'image') return image('data', record);
      return post('data', record, ANALYTICS.sendTimeoutMs);
    },
    flush,
    pending: () => queue.length,
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

export type Sender = ReturnType<typeof createSender>;
