import type { Insertable } from 'kysely';
import type { App } from '../app';
import type { QuestionsTable } from '../db/schema';
import { newId } from '../modules/auth/token';

/**
 * A stored question with a finished answer, written the way the chat module stores one: v2
 * (/chatNext) without a session, v1 with one. Tests pass only the fields they are about.
 */
export async function createQuestionRow(
  app: App,
  row: Pick<QuestionsTable, 'user_id'> & Partial<Insertable<QuestionsTable>>,
): Promise<string> {
  const id = row.id ?? newId('q_');
  const now = row.create_at ?? app.ctx.now();
  await app.ctx.db.kysely
    .insertInto('questions')
    .values({
      id,
      version: row.session_id ? 1 : 2,
      session_id: null,
      client_question_id: null,
      question: '推荐一款降噪耳机',
      question_type: null,
      question_img: null,
      question_voice: null,
      question_voice_id: null,
      question_voice_time: null,
      question_card_url: null,
      target_price: null,
      question_product_card: null,
      create_at: now,
      updated_at: now,
      assess: 0,
      answer: '可以看看这几款……',
      answer_reason: '',
      answer_reason_status: 0,
      answer_status: 1,
      answer_status_msg: '',
      risk_review_status: 1,
      answer_source: '{}',
      button_type: null,
      buttons: '[]',
      cards: '{}',
      next_step: null,
      think_ms: null,
      conversation_state: null,
      ...row,
    })
    .execute();
  return id;
}
