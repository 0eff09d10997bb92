import { useEffect, useState } from 'react';

/** Whole seconds since `since` (ISO date), ticking once a second while `running`. */
export function useElapsedSeconds(since: string, running: boolean): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return Math.max(0, Math.floor((now - Date.parse(since)) / 1000));
}
