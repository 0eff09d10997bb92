import type { HistoryEntry, HistoryEntryKind } from '@app/protocol/history-entries';
import { paths } from '@/config/paths';

/** What a row shows and where it leads, the same for every kind of entry. */
export interface EntryView {
  key: string;
  href: string;
  title: string;
  /** The session's latest (or matching) question, under its title; none for a single question. */
  question: string | null;
  excerpt: string;
  at: string;
  /** Locale key (screens) naming the screen the entry opens on. */
  badgeKey: `history.kind.${HistoryEntryKind}`;
  /** A deletable session. */
  sessionId: string | null;
  /** Test id of the entry's link in the sidebar. */
  testId: 'question-item' | 'session-item';
}

type Of<K extends HistoryEntryKind> = Extract<HistoryEntry, { kind: K }>;

/** One way to show and open each kind of entry (a registry, not a branch per kind in the JSX). */
const ENTRY_KINDS: { [K in HistoryEntryKind]: (entry: Of<K>) => EntryView } = {
  question: (e) => ({
    key: `q:${e.question_id}`,
    href: paths.chatNextAt(e.question_id),
    title: e.question,
    question: null,
    excerpt: e.answer_excerpt,
    at: e.at,
    badgeKey: 'history.kind.question',
    sessionId: null,
    testId: 'question-item',
  }),
  session: (e) => ({
    key: `s:${e.session_id}`,
    href: paths.chatById(e.session_id),
    title: e.title || e.question,
    question: e.question && e.question !== e.title ? e.question : null,
    excerpt: e.answer_excerpt,
    at: e.at,
    badgeKey: 'history.kind.session',
    sessionId: e.session_id,
    testId: 'session-item',
  }),
};

export const viewOfEntry = <K extends HistoryEntryKind>(entry: Of<K>): EntryView =>
  (ENTRY_KINDS[entry.kind] as (e: Of<K>) => EntryView)(entry);
