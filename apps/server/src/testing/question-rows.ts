import type { Insertable } from 'kysely';
import type { App } from '../app';
import type { QuestionsTable } from '../db/schema';
import { newId } from '../shared/token';

/** What a test says about a question row: its owner, and only the fields the test is about. */
export type QuestionRowInput = Pick<QuestionsTable, 'user_id'> & Partial<Insertable<QuestionsTable>>;

/**
 * The values of a stored question with a finished answer, as the chat module writes one: v2
 * (/chatNext) without a session, v1 with one; created (and last updated) at `now` unless the row
 * says otherwise. For tests that insert through a bare `Db`; the rest use `createQuestionRow`.
 */
export function questionRow(row: QuestionRowInput, now: number): Insertable<QuestionsTable> {
  const at = row.create_at ?? now;
  return {
    id: newId('q_'),
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
    create_at: at,
    updated_at: at,
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
  };
}

/** Inserts `questionRow(row)` into the app's database at the app's clock; resolves to its id. */
export async function createQuestionRow(app: App, row: QuestionRowInput): Promise<string> {
  const values = questionRow(row, app.ctx.now());
  await app.ctx.db.kysely.insertInto('questions').values(values).execute();
  return values.id;
}
