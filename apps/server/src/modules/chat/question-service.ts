import {
  ANSWER_STATUS_RECENT,
  type AnswerStatusV1,
  type AnswerStatusV2,
  type CloudMobileTask,
  type ProductCard,
  type UpdateVoiceBody,
  type UpdateVoiceResult,
} from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { chatSessionRepository } from '../sessions/repository';
import { sessionNotFound } from '../sessions/rules';
import { storedCardsOf } from './history-item';
import { questionRepository } from './repository';
import { notFound } from './service';
import { ownVoiceUpload } from './voice-upload';

/**
 * Calls about stored questions that both chat versions make (spec section 7): answer statuses
 * for polling, an answer's product cards, and attaching a recorded voice to a question.
 */
export function questionService(ctx: AppContext) {
  const repo = questionRepository(ctx.db);
  const sessions = chatSessionRepository(ctx.db);

  async function ownQuestion(userId: string, questionId: string) {
    const row = await repo.findForUser(userId, questionId);
    if (!row) throw notFound();
    return row;
  }

  return {
    /** v1: every question of one of the user's sessions, oldest first. */
    async answerStatusV1(userId: string, sessionId: string): Promise<AnswerStatusV1> {
      if (!(await sessions.findForUser(userId, sessionId))) throw sessionNotFound();
      const rows = await repo.statusesInSession(userId, sessionId);
      return rows.map((r) => ({ question_id: r.id, risk_review_status: r.risk_review_status }));
    },

    /** v2: the given questions in the given order (all must be the user's), or the latest ones. */
    async answerStatusV2(userId: string, questionIds: readonly string[] | null | undefined): Promise<AnswerStatusV2> {
      let rows;
      if (questionIds?.length) {
        const found = new Map((await repo.findManyForUser(userId, questionIds)).map((r) => [r.id, r]));
        const missing = questionIds.find((id) => !found.has(id));
        if (missing !== undefined) throw new AppError('not_found', `该问题不存在：${missing}`);
        rows = questionIds.map((id) => found.get(id)!);
      } else {
        rows = await repo.latest(userId, { version: 2 }, ANSWER_STATUS_RECENT);
      }
      return rows.map((r) => ({
        question_id: r.id,
        answer_status: r.answer_status,
        answer_status_msg: r.answer_status_msg,
        cloud_mobile_task: (storedCardsOf(r).cloud_mobile_task ?? null) as CloudMobileTask | null,
      }));
    },

    async goodsCards(userId: string, questionId: string): Promise<ProductCard[]> {
      return storedCardsOf(await ownQuestion(userId, questionId)).product_cards ?? [];
    },

    /** The voice must be the user's own upload; the row changes in one statement or not at all. */
    async updateVoice(userId: string, body: UpdateVoiceBody): Promise<UpdateVoiceResult> {
      await ownQuestion(userId, body.question_id);
      await ownVoiceUpload(ctx.db, userId, body.question_voice);
      const voice = {
        question_voice: body.question_voice,
        question_voice_time: body.question_voice_time,
        question_voice_id: body.question_voice_id || null,
      };
      if (!(await repo.setVoice(userId, body.question_id, voice))) throw notFound();
      return { question_id: body.question_id, ...voice };
    },
  };
}

export type QuestionService = ReturnType<typeof questionService>;
