import { RISK_REVIEW_STATUS, isLocalQuestionId, type ChatV1Body, type StopV1Result } from '@app/protocol';
import type { AppContext } from '../../context';
import { newId } from '../../shared/token';
import { chatSessionRepository } from '../sessions/repository';
import { sessionNotFound, sessionTitle } from '../sessions/rules';
import { questionRepository } from './repository';
import { CONTEXT_TURNS, notFound, type ChatService, type OpenedRun } from './service';
import { v1Shaper } from './v1-events';

/**
 * Chat v1 (sessions, `/chat/{id}`): the same runs as v2, asked within a session and streamed
 * in v1's shape. A question without a session starts one, titled after the question.
 */
export function chatV1Service(ctx: AppContext, chat: ChatService) {
  const repo = questionRepository(ctx.db);
  const sessions = chatSessionRepository(ctx.db);

  async function open(userId: string, body: ChatV1Body, lastEventId: string | undefined): Promise<OpenedRun> {
    const resumed = await chat.resume(userId, 'v1', body.question_id, lastEventId);
    if (resumed) return resumed;

    const existing = body.session_id ? await sessions.findForUser(userId, body.session_id) : undefined;
    if (body.session_id && !existing) throw sessionNotFound();
    const sessionId = existing?.id ?? newId('s_');
    const title = sessionTitle(body.question);
    const run = await chat.start(userId, {
      version: 'v1',
      sessionId,
      clientId: isLocalQuestionId(body.question_id) ? body.question_id! : null,
      fields: {
        question: body.question,
        question_type: null,
        question_img: body.question_img ?? null,
        question_voice: body.question_voice ?? null,
        question_voice_id: body.question_voice_id ?? null,
        question_voice_time: body.question_voice_time ?? null,
        question_card_url: null,
        target_price: null,
        question_product_card: null,
      },
      history: existing ? await repo.recentTurns(userId, { sessionId }, CONTEXT_TURNS) : [],
      shape: v1Shaper(sessionId),
      // The session and its first question are stored together or not at all.
      alongside: (trx, now) =>
        existing
          ? chatSessionRepository({ kysely: trx }).touch(sessionId, now, title)
          : chatSessionRepository({ kysely: trx }).insert({
              id: sessionId,
              user_id: userId,
              title,
              created_at: now,
              updated_at: now,
            }),
    });
    return { run, afterSeq: 0 };
  }

  /** Stops a v1 answer; the question must belong to the given session. */
  async function stop(userId: string, questionId: string, sessionId: string): Promise<StopV1Result> {
    const run = chat.findRun(userId, questionId, 'v1');
    const row = await repo.findForUser(userId, run?.questionId ?? questionId);
    if (!row || row.version !== 1 || row.session_id !== sessionId) throw notFound();
    await chat.stop(userId, row.id);
    return { question_id: row.id, session_id: sessionId, risk_review_status: RISK_REVIEW_STATUS.stopped };
  }

  return { open, stop };
}

export type ChatV1Service = ReturnType<typeof chatV1Service>;
