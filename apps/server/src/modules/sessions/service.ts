import type { DeleteChatResult, HistoryItemV1, InitQuestionResult, SessionList } from '@app/protocol';
import type { AppContext } from '../../context';
import { newId } from '../../shared/token';
import { toHistoryItemV1 } from '../chat/history-item';
import { questionRepository } from '../chat/repository';
import { createSettingsService } from '../settings/service';
import { chatSessionRepository, type SessionListRow } from './repository';
import { sessionNotFound, sessionStillAnswering } from './rules';

/** Starter questions offered with a new session (from the operator's suggestion list). */
export const INIT_SUGGESTIONS = 4;

const iso = (ms: number) => new Date(Number(ms)).toISOString();

const toSummary = (r: SessionListRow) => ({
  session_id: r.id,
  title: r.title,
  create_time: iso(r.created_at),
  update_time: iso(r.updated_at),
  last_question: r.last_question,
});

/** v1 sessions (`/chat/{id}`, `/history`): opening one, listing them, reading one back. */
export function sessionsService(ctx: AppContext) {
  const sessions = chatSessionRepository(ctx.db);
  const questions = questionRepository(ctx.db);
  const settings = createSettingsService(ctx);

  return {
    /** An empty session; it takes its title from its first question (chat v1). */
    async init(userId: string): Promise<InitQuestionResult> {
      const now = ctx.now();
      const id = newId('s_');
      await sessions.insert({ id, user_id: userId, title: '', created_at: now, updated_at: now });
      const { list } = await settings.suggestions();
      return { session_id: id, suggestions: list.slice(0, INIT_SUGGESTIONS) };
    },

    async list(userId: string, body: { limit: number; offset: number; keyword?: string | null }): Promise<SessionList> {
      const { rows, total } = await sessions.list(userId, {
        limit: body.limit,
        offset: body.offset,
        keyword: body.keyword || null,
      });
      return { list: rows.map(toSummary), total };
    },

    async detail(userId: string, sessionId: string, limit: number): Promise<HistoryItemV1[]> {
      if (!(await sessions.findForUser(userId, sessionId))) throw sessionNotFound();
      return (await questions.latest(userId, { sessionId }, limit)).map(toHistoryItemV1);
    },

    /** Deletes one of the user's sessions with its questions, in one transaction. */
    async remove(userId: string, sessionId: string): Promise<DeleteChatResult> {
      await ctx.db.kysely.transaction().execute(async (trx) => {
        const repo = chatSessionRepository({ kysely: trx });
        if (!(await repo.findForUser(userId, sessionId))) throw sessionNotFound();
        if (await repo.hasOutputting(userId, sessionId)) throw sessionStillAnswering();
        await repo.remove(userId, sessionId);
      });
      return { session_id: sessionId };
    },
  };
}
