import type { Kysely } from 'kysely';
import { ANSWER_STATUS, RISK_REVIEW_STATUS, type ChatVersion } from '@app/protocol';
import type { AssistantEngine, HistoryTurn } from '../../ports/assistant-engine';
import { emptyState, readState } from '../../ports/conversation-state';
import type { Database } from '../../db/schema';
import type { SpeechToText } from '../../providers/stt/speech-to-text';
import { newId } from '../../shared/token';
import { AnswerWrites } from './answer-writes';
import { VERSION_NUMBER, type ChatCore } from './chat-core';
import { ChatRun, type EventShaper } from './chat-run';
import { GenerationTurns, type ConnectionArrivals } from './generation-turns';
import { questionRepository, type QuestionRow } from './repository';
import { driveRun } from './run-driver';
import { voiceQuestions } from './voice-question';

/** A new question's answer columns: nothing yet, outputting. */
const UNANSWERED = {
  assess: 0,
  answer: '',
  answer_reason: '',
  answer_reason_status: 0,
  answer_status: ANSWER_STATUS.outputting,
  answer_status_msg: '',
  risk_review_status: RISK_REVIEW_STATUS.outputting,
  answer_source: '{}',
  button_type: null,
  buttons: '[]',
  cards: '{}',
  next_step: null,
  think_ms: null,
} as const;

/** A question to store and answer; version-specific parts come from the caller. */
export interface NewQuestion {
  version: ChatVersion;
  sessionId: string | null;
  /** The client's `q_local_…` id, if it sent one. */
  clientId: string | null;
  fields: Pick<
    QuestionRow,
    | 'question'
    | 'question_type'
    | 'question_img'
    | 'question_voice'
    | 'question_voice_id'
    | 'question_voice_time'
    | 'question_card_url'
    | 'target_price'
    | 'question_product_card'
  >;
  history: HistoryTurn[];
  /**
   * v2: the history and the stored state are the latest this many turns (recentContext), read in
   * the same round trip as the question is stored (then `history` and `storedState` are not used).
   */
  contextTurns?: number;
  /** The first question of a new chat (is_new_chat): nothing said before it is carried over. */
  newChat?: boolean;
  /** The latest stored conversation state, when the caller read it with the history (else read here). */
  storedState?: string | null;
  shape?: EventShaper;
  /** Writes that must land in the same transaction as the question (its session row). */
  alongside?: (trx: Kysely<Database>, now: number) => Promise<unknown>;
  /** 重新回答: the products the replaced answer recommended (see AssistantRequest). */
  avoidProductIds?: readonly string[];
}

/**
 * Starting an answer: the question stored as outputting, then generated in the background.
 * `arrivals`: the server's accepted connections, which shorten generation slices during a burst.
 */
export function questionStarter(
  core: ChatCore,
  engine: AssistantEngine,
  speech: SpeechToText | null,
  arrivals?: ConnectionArrivals,
) {
  const { ctx, repo, registry, feed } = core;
  const voice = voiceQuestions(ctx, speech);
  const driverDeps = {
    engine,
    writes: new AnswerWrites(ctx.db.background ?? ctx.db, ctx.log, {
      owner: ctx.instance.id,
      whenHeld: () => ctx.instance.whenHeld(),
    }),
    turns: new GenerationTurns(undefined, arrivals),
    lease: ctx.instance,
    log: ctx.log,
    now: ctx.now,
    live: () => registry.size,
  };
  // Conversation order is by create_at: two questions in the same millisecond must not tie.
  let lastCreatedAt = 0;

  /**
   * Stores the question (answer_status 0), then generates in the background. A question that is
   * only a recording is transcribed first, so its words are stored and answered.
   */
  return async function start(userId: string, asked: NewQuestion): Promise<ChatRun> {
    const heard = await voice.hear(userId, asked.fields);
    const q: NewQuestion = { ...asked, fields: { ...asked.fields, question: heard.question } };
    const now = (lastCreatedAt = Math.max(ctx.now(), lastCreatedAt + 1));
    const id = newId('q_');
    const row = {
      ...q.fields,
      ...UNANSWERED,
      id,
      user_id: userId,
      version: VERSION_NUMBER[q.version],
      client_question_id: q.clientId,
      session_id: q.sessionId,
      owner_id: ctx.instance.id,
      create_at: now,
      updated_at: now,
    };
    const alongside = q.alongside;
    let { history, storedState } = q;
    if (alongside) {
      if (q.contextTurns !== undefined)
        ({ turns: history, state: storedState } = await repo.recentContext(userId, q.contextTurns));
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await alongside(trx, now);
        await questionRepository({ kysely: trx }).insert(row);
      });
    } else if (q.contextTurns !== undefined) {
      ({ turns: history, state: storedState } = await repo.insertWithContext(row, q.contextTurns));
    } else {
      await repo.insert(row);
    }
    const run = new ChatRun({
      questionId: id,
      userId,
      clientQuestionId: q.clientId,
      version: q.version,
      shape: q.shape,
      feed,
    });
    registry.add(run);
    const f = q.fields;
    const state = q.newChat
      ? emptyState()
      : readState(
          storedState !== undefined ? storedState : await repo.latestState(userId, q.version === 'v1' ? q.sessionId : null),
        );
    void driveRun(driverDeps, run, {
      question: f.question,
      questionImg: f.question_img,
      voice: f.question_voice
        ? {
            url: f.question_voice,
            id: f.question_voice_id,
            seconds: f.question_voice_time,
            ...(heard.recognition ? { recognition: heard.recognition } : {}),
          }
        : null,
      productCardUrl: f.question_card_url,
      targetPrice: f.target_price,
      history,
      userId,
      state,
      ...(q.avoidProductIds?.length ? { avoidProductIds: q.avoidProductIds } : {}),
    });
    return run;
  };
}

export type StartQuestion = ReturnType<typeof questionStarter>;
