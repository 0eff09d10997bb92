import type { HistoryEntry, HistoryEntryKind } from '@app/protocol/history-entries';
import { paths } from '@/config/paths';
import type { EntryRef } from '../api/delete-entry';

/** The delete strings of a session (`history.deleteTitle`…) or of a question (`history.deleteQuestionTitle`…). */
type DeleteOf = '' | 'Question';

/** What names an entry whose question has no words: "[图片]", "[语音]", or "(无标题)". */
const UNTITLED_KEYS = {
  image: 'history.untitled.image',
  voice: 'history.untitled.voice',
  none: 'history.untitled.none',
} as const;
type UntitledKey = (typeof UNTITLED_KEYS)[keyof typeof UNTITLED_KEYS];

/** What a row shows and where it leads, the same for every kind of entry. */
export interface EntryView {
  key: string;
  href: string;
  /** The question's words; '' for a photo or a recording alone (then `untitledKey` names it). */
  title: string;
  /** Locale key (screens) of the name shown when `title` is empty. */
  untitledKey: UntitledKey;
  /** The session's latest (or matching) question, under its title; none for a single question. */
  question: string | null;
  excerpt: string;
  at: string;
  /** Locale key (screens) naming the screen the entry opens on. */
  badgeKey: `history.kind.${HistoryEntryKind}`;
  /** What deleting the entry deletes. */
  ref: EntryRef;
  /** Locale keys (screens) of its delete button's label and of the confirm dialog. */
  deleteKeys: {
    title: `history.delete${DeleteOf}Title`;
    confirm: `history.delete${DeleteOf}Confirm`;
    label: `history.delete${DeleteOf}Label`;
  };
  /** Test id of the entry's link in the sidebar. */
  testId: 'question-item' | 'session-item';
}

type Of<K extends HistoryEntryKind> = Extract<HistoryEntry, { kind: K }>;

/** One way to show and open each kind of entry (a registry, not a branch per kind in the JSX). */
const ENTRY_KINDS: { [K in HistoryEntryKind]: (entry: Of<K>) => EntryView } = {
  question: (e) => ({
    key: `q:${e.question_id}`,
    href: paths.chatNextAt(e.question_id),
    title: e.question.trim(),
    untitledKey: UNTITLED_KEYS[e.question_media ?? 'none'],
    question: null,
    excerpt: e.answer_excerpt,
    at: e.at,
    badgeKey: 'history.kind.question',
    ref: { kind: 'question', id: e.question_id },
    deleteKeys: {
      title: 'history.deleteQuestionTitle',
      confirm: 'history.deleteQuestionConfirm',
      label: 'history.deleteQuestionLabel',
    },
    testId: 'question-item',
  }),
  session: (e) => ({
    key: `s:${e.session_id}`,
    href: paths.chatById(e.session_id),
    title: (e.title || e.question).trim(),
    untitledKey: UNTITLED_KEYS[e.question_media ?? 'none'],
    question: e.question && e.question !== e.title ? e.question : null,
    excerpt: e.answer_excerpt,
    at: e.at,
    badgeKey: 'history.kind.session',
    ref: { kind: 'session', id: e.session_id },
    deleteKeys: { title: 'history.deleteTitle', confirm: 'history.deleteConfirm', label: 'history.deleteLabel' },
    testId: 'session-item',
  }),
};

export const viewOfEntry = <K extends HistoryEntryKind>(entry: Of<K>): EntryView =>
  (ENTRY_KINDS[entry.kind] as (e: Of<K>) => EntryView)(entry);

/** The name an entry is shown under: its words, else what the question was (a photo, a recording). */
export const entryTitle = (view: EntryView, t: (key: UntitledKey) => string): string => view.title || t(view.untitledKey);
