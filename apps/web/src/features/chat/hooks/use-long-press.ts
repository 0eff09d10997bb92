import { useEffect, useRef, useState, type PointerEvent } from 'react';

/** How long a finger rests on a message before its time shows, and how long the time then stays. */
export const LONG_PRESS_MS = 500;
export const SHOWN_MS = 3_000;

/** A finger that moves this far is scrolling, not pressing. */
const MOVE_PX = 10;

/**
 * A long press by touch (a phone has no hover): `shown` turns true for a few seconds. Mouse and pen
 * are left to the hover style.
 */
export function useLongPress() {
  const [shown, setShown] = useState(false);
  const press = useRef<{ timer: number; x: number; y: number } | null>(null);
  const hide = useRef<number | null>(null);

  const cancel = () => {
    if (press.current) window.clearTimeout(press.current.timer);
    press.current = null;
  };
  useEffect(
    () => () => {
      cancel();
      if (hide.current) window.clearTimeout(hide.current);
    },
    [],
  );

  const handlers = {
    onPointerDown: (e: PointerEvent) => {
      if (e.pointerType !== 'touch') return;
      cancel();
      const timer = window.setTimeout(() => {
        press.current = null;
        setShown(true);
        if (hide.current) window.clearTimeout(hide.current);
        hide.current = window.setTimeout(() => setShown(false), SHOWN_MS);
      }, LONG_PRESS_MS);
      press.current = { timer, x: e.clientX, y: e.clientY };
    },
    onPointerMove: (e: PointerEvent) => {
      const p = press.current;
      if (p && Math.hypot(e.clientX - p.x, e.clientY - p.y) > MOVE_PX) cancel();
    },
    onPointerUp: cancel,
    onPointerCancel: cancel,
  };
  return { shown, handlers };
}
