import type { DeleteQuestionResult, HistoryEntries, HistoryEntry } from '@app/protocol';
import type { AppContext } from '../../context';
import { answerExcerpt } from './excerpt';
import { historyEntriesRepository, type EntryQuestion, type EntryRow } from './repository';
import { questionNotFound, questionStillAnswering } from './rules';

const iso = (ms: number) => new Date(Number(ms)).toISOString();

/** What came with a question besides words (a photo first: it is what the user looks for). */
const mediaOf = (q: Pick<EntryQuestion, 'question_img' | 'question_voice'>): HistoryEntry['question_media'] =>
  q.question_img ? 'image' : q.question_voice ? 'voice' : null;

/** /history across both chat screens (docs/decisions/016-history-both-screens.md). */
export function historyEntriesService(ctx: AppContext) {
  const repo = historyEntriesRepository(ctx.db);

  return {
    async list(userId: string, body: { limit: number; offset: number; keyword?: string | null }): Promise<HistoryEntries> {
      const keyword = body.keyword || null;
      const { rows, total } = await repo.page(userId, { limit: body.limit, offset: body.offset, keyword });
      const questionIds = rows.filter((r) => r.kind === 'question').map((r) => r.id);
      const questions = new Map((await repo.questions(userId, questionIds)).map((q) => [q.id, q]));

      const toEntry = async (row: EntryRow): Promise<HistoryEntry | null> => {
        if (row.kind === 'question') {
          const q = questions.get(row.id);
          return q
            ? {
                kind: 'question',
                question_id: q.id,
                question: q.question,
                answer_excerpt: answerExcerpt(q.answer, keyword),
                at: iso(row.at),
                question_media: mediaOf(q),
              }
            : null;
        }
        const s = await repo.session(userId, row.id, keyword);
        return s
          ? {
              kind: 'session',
              session_id: row.id,
              title: s.title,
              question: s.latest.question,
              answer_excerpt: answerExcerpt(s.latest.answer, keyword),
              at: iso(row.at),
              question_media: mediaOf(s.latest),
            }
          : null;
      };
      // A row deleted between the page and its details is left out rather than shown half.
      const list = (await Promise.all(rows.map(toEntry))).filter((e): e is HistoryEntry => e !== null);
      return { list, total };
    },

    /** Deletes one of the user's /chatNext questions with its answer; a session entry goes with delete_chat. */
    async removeQuestion(userId: string, questionId: string): Promise<DeleteQuestionResult> {
      const outcome = await repo.removeQuestion(userId, questionId);
      if (outcome === 'missing') throw questionNotFound();
      if (outcome === 'outputting') throw questionStillAnswering();
      return { question_id: questionId };
    },
  };
}
