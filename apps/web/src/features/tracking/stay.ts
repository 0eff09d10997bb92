import { ANALYTICS } from '@app/protocol/analytics';

const KEY = 'sa_page_stay';

interface StayRecord {
  path: string;
  started: number;
  last: number;
}

/**
 * Time on a page (spec section 9: page-leave heartbeat every 5 s, stays capped at 432000 s). The
 * heartbeat keeps the last moment the page was alive in storage, so a page that closed without
 * `pagehide` still reports its stay on the next visit.
 */
export function createStayTracker(
  report: (path: string, ms: number) => void,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> = sessionStorage,
  now: () => number = Date.now,
) {
  const read = (): StayRecord | null => {
    try {
      const raw = storage.getItem(KEY);
      return raw ? (JSON.parse(raw) as StayRecord) : null;
    } catch {
      return null;
    }
  };
  const write = (r: StayRecord) => storage.setItem(KEY, JSON.stringify(r));

  return {
    /** Starts timing `path`; reports a stay left over from a page that never said goodbye. */
    start(path: string): () => void {
      const stale = read();
      if (stale) report(stale.path, Math.min(stale.last - stale.started, ANALYTICS.maxStaySeconds * 1000));
      const record = { path, started: now(), last: now() };
      write(record);
      const beat = setInterval(() => write({ ...record, last: now() }), ANALYTICS.heartbeatMs);
      let ended = false;
      return () => {
        if (ended) return;
        ended = true;
        clearInterval(beat);
        storage.removeItem(KEY);
        report(path, Math.min(now() - record.started, ANALYTICS.maxStaySeconds * 1000));
      };
    },
  };
}
