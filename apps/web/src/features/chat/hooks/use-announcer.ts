import { useEffect, useRef, useState } from 'react';
import { markdownToSpeech } from '../markdown/plain-text';
import { isActiveStatus } from '../model';
import type { ChatStore } from '../store';

/**
 * A sentence ends at Chinese end punctuation or a line break; `!`, `?` and `;` count only before
 * white space, so a link's `?id=` is never cut in two (the announcer then read "id=p_000003)").
 */
const SENTENCE_END = /[。！？；\n]|[!?;](?=\s)/g;

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

/** The most characters of Markdown one announcement reads. */
const ANNOUNCE_MAX = 4000;

interface Progress {
  /** The answer being announced. */
  id: string | null;
  /** The end of what has been announced (the last finished sentence). */
  done: number;
  /** The length already searched for sentence ends, so each update looks at the new text only. */
  scanned: number;
}

const NOTHING: Progress = { id: null, done: 0, scanned: 0 };

/**
 * What a polite live region should say while an answer streams: each time sentences complete,
 * their words (without Markdown); when the answer settles, whatever was left. Screen-reader
 * users hear the answer as it arrives without being interrupted mid-sentence. While the answer
 * streams, each store update costs a search of the text that arrived since the last one; the
 * Markdown is stripped only from sentences that just completed.
 */
export function useAnnouncer(store: ChatStore): string {
  const [announcement, setAnnouncement] = useState('');
  const progress = useRef<Progress>(NOTHING);

  useEffect(
    () =>
      store.subscribe((state) => {
        const id = state.activeRobotId ?? progress.current.id;
        const message = id ? state.messages[id] : undefined;
        if (!message || message.role !== 'robot') return;
        if (progress.current.id !== id) progress.current = { ...NOTHING, id };
        const { content } = message;
        const { done, scanned } = progress.current;
        const active = isActiveStatus(message.status) && state.activeRobotId === id;
        // Text only grows while it streams; should it ever shrink, search again from the last sentence.
        const from = content.length >= scanned ? Math.max(done, scanned) : done;
        const end = active ? lastSentenceEnd(content, from) : content.length;
        if (end <= done) {
          progress.current = active ? { id, done, scanned: content.length } : NOTHING;
          return;
        }
        // A live region reads a few sentences, not a book: a long arrival is read up to ANNOUNCE_MAX characters.
        const words = markdownToSpeech(content.slice(done, Math.min(end, done + ANNOUNCE_MAX))).trim();
        progress.current = active ? { id, done: end, scanned: content.length } : NOTHING;
        if (words) setAnnouncement(words);
      }),
    [store],
  );

  return announcement;
}
