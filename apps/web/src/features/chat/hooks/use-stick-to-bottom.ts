import { useCallback, useEffect, useRef } from 'react';

/** How close to the bottom (px) still counts as "following" the conversation. */
const FOLLOW_THRESHOLD = 80;

/**
 * Keeps a scroll container at the bottom while its content grows (streaming answers), unless
 * the user has scrolled up to read. `scrollToBottom` follows again (after sending).
 */
export function useStickToBottom<S extends HTMLElement, C extends HTMLElement>() {
  const scrollerRef = useRef<S>(null);
  const contentRef = useRef<C>(null);
  const following = useRef(true);

  const scrollToBottom = useCallback(() => {
    const el = scrollerRef.current;
    if (!el) return;
    following.current = true;
    el.scrollTop = el.scrollHeight;
  }, []);

  useEffect(() => {
    const el = scrollerRef.current;
    const inner = contentRef.current;
    if (!el || !inner) return;
    const onScroll = () => {
      following.current = el.scrollHeight - el.scrollTop - el.clientHeight < FOLLOW_THRESHOLD;
    };
    el.addEventListener('scroll', onScroll, { passive: true });
    const observer =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            if (following.current) el.scrollTop = el.scrollHeight;
          });
    observer?.observe(inner);
    el.scrollTop = el.scrollHeight;
    return () => {
      el.removeEventListener('scroll', onScroll);
      observer?.disconnect();
    };
  }, []);

  return { scrollerRef, contentRef, scrollToBottom };
}
