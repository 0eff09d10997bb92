import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { Virtualizer } from '@tanstack/react-virtual';
import { anchorAt, offsetFor, rememberPlace } from './reading-place';

type ListVirtualizer = Virtualizer<HTMLElement, Element>;

/**
 * Leaving this history entry away from the end (to an item page, say): remembers which message
 * was at the top and where, for Back. Read before the list leaves the page (a layout effect's
 * cleanup): by a passive cleanup the emptied list has already been scrolled by the browser.
 */
export function useRememberPlace({
  placeKey,
  virtualizer,
  scrollerRef,
  ids,
  away,
}: {
  placeKey: string;
  virtualizer: ListVirtualizer;
  scrollerRef: RefObject<HTMLElement | null>;
  ids: string[];
  /** Whether the user has left the end (the list is not following new output). */
  away: () => boolean;
}): void {
  const latest = useRef({ ids, away });
  useLayoutEffect(() => {
    latest.current = { ids, away };
  });
  useLayoutEffect(() => {
    const el = scrollerRef.current;
    return () => {
      const { ids: shown, away: isAway } = latest.current;
      const rows = virtualizer.takeSnapshot();
      const anchor = isAway() ? anchorAt(virtualizer.measurementsCache, el?.scrollTop ?? 0) : null;
      rememberPlace(placeKey, anchor ? { ...anchor, count: shown.length, measurements: rows } : null);
    };
  }, [placeKey, virtualizer, scrollerRef]);
}

/**
 * Back at a place the user was reading: the message they had at the top stays there, found by
 * its id, while the rows around it are measured and pages of history go on top, until the user
 * moves the list (wheel, touch, pointer or key).
 */
export function usePlaceHold(virtualizer: ListVirtualizer, scrollerRef: RefObject<HTMLElement | null>, ids: string[]) {
  const latestIds = useRef(ids);
  useLayoutEffect(() => {
    latestIds.current = ids;
  });
  const [hold] = useState(() => {
    let pinned: { key: string; delta: number } | null = null;
    return {
      get active() {
        return pinned !== null;
      },
      /** Holds message `key` at `delta` from the list's top from now on. */
      pin(key: string, delta: number) {
        pinned = { key, delta };
        this.apply();
      },
      release() {
        pinned = null;
      },
      /** Puts the held message back in its place (after the list's rows changed size or order). */
      apply() {
        const el = scrollerRef.current;
        if (!pinned || !el) return;
        const index = latestIds.current.indexOf(pinned.key);
        const start = index >= 0 ? virtualizer.measurementsCache[index]?.start : undefined;
        if (start === undefined) return;
        const offset = offsetFor(start, pinned.delta);
        if (Math.abs(el.scrollTop - offset) >= 1) el.scrollTop = offset;
      },
    };
  });

  useEffect(() => {
    const el = scrollerRef.current;
    if (!el) return;
    const release = () => hold.release();
    const inputs = ['wheel', 'touchstart', 'pointerdown', 'keydown'] as const;
    inputs.forEach((type) => el.addEventListener(type, release, { passive: true }));
    return () => inputs.forEach((type) => el.removeEventListener(type, release));
  }, [hold, scrollerRef]);

  return hold;
}
