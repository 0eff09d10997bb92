import { useEffect, useRef, useState } from 'react';
import { markdownToPlainText } from '../markdown/plain-text';
import { isActiveStatus } from '../model';
import type { ChatStore } from '../store';

const SENTENCE_END = /[。！？!?；;\n]/g;

/**
 * The position just after the last finished sentence of `text` from `from` on, or -1 when no
 * sentence has ended there yet.
 */
export function lastSentenceEnd(text: string, from: number): number {
  let end = -1;
  SENTENCE_END.lastIndex = from;
  for (let m = SENTENCE_END.exec(text); m; m = SENTENCE_END.exec(text)) end = m.index + 1;
  return end;
}

/**
 * What a polite live region should say while an answer streams: each time sentences complete,
 * their words (without Markdown); when the answer settles, whatever was left. Screen-reader
 * users hear the answer as it arrives without being interrupted mid-sentence.
 */
export function useAnnouncer(store: ChatStore): string {
  const [announcement, setAnnouncement] = useState('');
  const progress = useRef<{ id: string | null; done: number }>({ id: null, done: 0 });

  useEffect(
    () =>
      store.subscribe((state) => {
        const id = state.activeRobotId ?? progress.current.id;
        const message = id ? state.messages[id] : undefined;
        if (!message || message.role !== 'robot') return;
        if (progress.current.id !== id) progress.current = { id, done: 0 };
        const { content } = message;
        const active = isActiveStatus(message.status) && state.activeRobotId === id;
        const end = active ? lastSentenceEnd(content, progress.current.done) : content.length;
        if (end <= progress.current.done) {
          if (!active) progress.current = { id: null, done: 0 };
          return;
        }
        const words = markdownToPlainText(content.slice(progress.current.done, end)).trim();
        progress.current = active ? { id, done: end } : { id: null, done: 0 };
        if (words) setAnnouncement(words);
      }),
    [store],
  );

  return announcement;
}
