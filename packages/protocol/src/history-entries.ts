import { z } from 'zod';
import { optionalBody } from './envelope';

/**
 * `/history` across both chat screens (issue 14, docs/decisions/016): one list of what the user
 * asked, newest first. A v2 question of the continuous /chatNext conversation is one entry; a v1
 * session (`/chat/{id}`) is one entry, placed by its last use. `keyword` matches questions and
 * answers (case-insensitive); a session matches when any of its questions or answers does.
 */
export const HISTORY_ENTRIES_ENDPOINTS = {
  list: '/api/v2/history_entries',
  deleteQuestion: '/api/v2/delete_question',
} as const;

export const HISTORY_ENTRIES_PAGE_DEFAULT = 20;
export const HISTORY_ENTRIES_KEYWORD_MAX = 50;
/** Longest answer excerpt an entry carries, in characters. */
export const HISTORY_EXCERPT_MAX = 80;

export const historyEntriesBodySchema = optionalBody(
  z.object({
    limit: z.number().int().min(1).max(100).optional().default(HISTORY_ENTRIES_PAGE_DEFAULT),
    offset: z.number().int().min(0).max(1_000_000).optional().default(0),
    keyword: z
      .string()
      .trim()
      .max(HISTORY_ENTRIES_KEYWORD_MAX, { error: `关键词最多 ${HISTORY_ENTRIES_KEYWORD_MAX} 字` })
      .optional()
      .nullable(),
  }),
);
export type HistoryEntriesBody = z.input<typeof historyEntriesBodySchema>;

const entryBase = {
  /** The question shown for the entry: the v2 question, or the session's last (or matching) question. */
  question: z.string(),
  /** The start of its answer as plain text, or the part around the keyword when the answer matched. */
  answer_excerpt: z.string(),
  /** ISO 8601 date-time: when the question was asked, or when the session was last used. */
  at: z.string(),
  /**
   * What came with `question` besides words: a photo or a recording, so an entry whose question
   * has no text can still be named ("[图片]"); null for words only.
   */
  question_media: z.enum(['image', 'voice']).nullable().optional(),
};

/** A question of the /chatNext conversation; it opens at `/chatNext?question_id=…`. */
export const historyQuestionEntrySchema = z.object({
  kind: z.literal('question'),
  question_id: z.string(),
  ...entryBase,
});

/** A v1 session; it opens at `/chat/{session_id}`. */
export const historySessionEntrySchema = z.object({
  kind: z.literal('session'),
  session_id: z.string(),
  title: z.string(),
  ...entryBase,
});

export const historyEntrySchema = z.discriminatedUnion('kind', [historyQuestionEntrySchema, historySessionEntrySchema]);
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
export type HistoryEntryKind = HistoryEntry['kind'];

export const historyEntriesSchema = z.object({ list: z.array(historyEntrySchema), total: z.number().int() });
export type HistoryEntries = z.infer<typeof historyEntriesSchema>;

/**
 * `POST /api/v2/delete_question {question_id}`: deletes one of the user's /chatNext questions with
 * its answer (a `question` entry). Another user's, a v1 session's or an unknown id is a 404; a
 * question whose answer is still being written is a 409 (stop it first). A session entry is
 * deleted as a whole with `/api/v1/delete_chat`.
 */
export const deleteQuestionBodySchema = z.object({
  question_id: z.string({ error: '缺少问题编号' }).trim().min(1, { error: '缺少问题编号' }).max(100, { error: '问题编号过长' }),
});
export type DeleteQuestionBody = z.input<typeof deleteQuestionBodySchema>;
export const deleteQuestionResultSchema = z.object({ question_id: z.string() });
export type DeleteQuestionResult = z.infer<typeof deleteQuestionResultSchema>;
