import type { Kysely } from 'kysely';
import {
  ANSWER_STATUS,
  CLIENT_ERROR_TEXT,
  RISK_REVIEW_STATUS,
  isLocalQuestionId,
  parseEventId,
  type ChatV2Body,
  type ChatVersion,
  type HistoryListV2,
  type StopResult,
} from '@app/protocol';
import type { AssistantEngine, HistoryTurn } from '../../assistant/engine';
import { readState, writeState } from '../../assistant/conversation/state';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { newId } from '../auth/token';
import { toProductCard } from '../catalog/product-card';
import { productIdFromUrl } from '../catalog/product-url';
import { catalogService } from '../catalog/service';
import { AnswerWrites } from './answer-writes';
import { ChatRun, type EventShaper } from './chat-run';
import { toHistoryItemV2 } from './history-item';
import { questionRepository, type QuestionRow } from './repository';
import { GenerationTurns } from './generation-turns';
import { driveRun } from './run-driver';
import { RunRegistry } from './run-registry';
import { voiceQuestions } from './voice-question';
import type { SpeechToText } from '../../providers/stt/speech-to-text';

/** Earlier turns given to the assistant as conversation context. */
export const CONTEXT_TURNS = 3;

export const notFound = () => new AppError('not_found', '该问题不存在');

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

/**
 * At server start: answers a previous process left "outputting" can never finish, so they
 * become errors with the spec's 'stopped output' message (DESIGN 2.4), "stopped" in v1's terms.
 */
export function markInterruptedAnswers(ctx: AppContext): Promise<number> {
  return questionRepository(ctx.db).markInterrupted(CLIENT_ERROR_TEXT.streamInterrupted, ctx.now());
}

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
  shape?: EventShaper;
  /** Writes that must land in the same transaction as the question (its session row). */
  alongside?: (trx: Kysely<Database>, now: number) => Promise<unknown>;
}

/** The run a request should follow and the last event the client already has. */
export interface OpenedRun {
  /** null: the answer exists but is no longer buffered here (nothing to add). */
  run: ChatRun | null;
  afterSeq: number;
}

const VERSION_NUMBER: Record<ChatVersion, number> = { v1: 1, v2: 2 };

/** Chat v1 and v2: starting, resuming and stopping answers, and the stored v2 conversation. */
export function chatService(ctx: AppContext, engine: AssistantEngine, speech: SpeechToText | null = null) {
  const repo = questionRepository(ctx.db);
  const voice = voiceQuestions(ctx, speech);
  const catalog = catalogService(ctx.db);
  const registry = new RunRegistry();
  const driverDeps = {
    engine,
    writes: new AnswerWrites(ctx.db, ctx.log),
    turns: new GenerationTurns(),
    log: ctx.log,
    now: ctx.now,
  };
  // Conversation order is by create_at: two questions in the same millisecond must not tie.
  let lastCreatedAt = 0;

  async function questionCard(url: string | null | undefined) {
    const id = productIdFromUrl(url);
    const product = id ? await catalog.getProduct(id) : null;
    return product ? toProductCard(product) : null;
  }

  /**
   * Stores the question (answer_status 0), then generates in the background. A question that is
   * only a recording is transcribed first, so its words are stored and answered.
   */
  async function start(userId: string, asked: NewQuestion): Promise<ChatRun> {
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
      create_at: now,
      updated_at: now,
    };
    const alongside = q.alongside;
    if (alongside) {
      await ctx.db.kysely.transaction().execute(async (trx) => {
        await alongside(trx, now);
        await questionRepository({ kysely: trx }).insert(row);
      });
    } else {
      await repo.insert(row);
    }
    const run = new ChatRun({ questionId: id, userId, clientQuestionId: q.clientId, version: q.version, shape: q.shape });
    registry.add(run);
    const f = q.fields;
    const state = readState(await repo.latestState(userId, q.version === 'v1' ? q.sessionId : null));
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
      history: q.history,
      userId,
      state,
      saveState: (next) => repo.saveState(id, writeState(next)),
    });
    return run;
  }

  /**
   * A repeated client question id or a `Last-Event-ID` attaches to the existing run of that
   * chat version instead of asking again; null when the request asks a new question.
   */
  async function resume(
    userId: string,
    version: ChatVersion,
    questionId: string | null | undefined,
    lastEventId: string | undefined,
  ): Promise<OpenedRun | null> {
    const last = parseEventId(lastEventId);
    const existing =
      (last && registry.find(userId, last.questionId, version)) ||
      (questionId ? registry.find(userId, questionId, version) : undefined);
    if (existing) return { run: existing, afterSeq: last && last.questionId === existing.questionId ? last.seq : 0 };
    if (last) {
      const row = await repo.findForUser(userId, last.questionId);
      if (!row || row.version !== VERSION_NUMBER[version]) throw notFound();
      return { run: null, afterSeq: last.seq };
    }
    return null;
  }

  /** v2: resume, or store and answer a question of the continuous conversation. */
  async function open(userId: string, body: ChatV2Body, lastEventId: string | undefined): Promise<OpenedRun> {
    const resumed = await resume(userId, 'v2', body.question_id, lastEventId);
    if (resumed) return resumed;
    const card = await questionCard(body.question_card_url);
    const run = await start(userId, {
      version: 'v2',
      sessionId: null,
      clientId: isLocalQuestionId(body.question_id) ? body.question_id! : null,
      fields: {
        question: body.question,
        question_type: body.question_type ?? null,
        question_img: body.question_img ?? null,
        question_voice: body.question_voice ?? null,
        question_voice_id: body.question_voice_id ?? null,
        question_voice_time: body.question_voice_time ?? null,
        question_card_url: body.question_card_url ?? null,
        target_price: body.target_price ?? null,
        question_product_card: card ? JSON.stringify(card) : null,
      },
      history: await repo.recentTurns(userId, CONTEXT_TURNS),
    });
    return { run, afterSeq: 0 };
  }

  /** Stops an answer that is still being generated and stores what it had as cancelled. */
  async function stop(userId: string, questionId: string): Promise<StopResult> {
    const run = registry.find(userId, questionId);
    const id = run?.questionId ?? questionId;
    if (run && !run.isEnded) {
      run.stop('cancelled');
      await run.finished;
    } else if (!run) {
      const row = await repo.findForUser(userId, id);
      if (!row) throw notFound();
      // Outputting with no run here: its process is gone; store it as stopped.
      if (row.answer_status === ANSWER_STATUS.outputting) {
        await repo.update(id, {
          answer_status: ANSWER_STATUS.cancelled,
          answer_status_msg: CLIENT_ERROR_TEXT.stopped,
          risk_review_status: RISK_REVIEW_STATUS.stopped,
          updated_at: ctx.now(),
        });
      }
    }
    const row = await repo.findForUser(userId, id);
    if (!row) throw notFound();
    if (row.answer_status !== ANSWER_STATUS.cancelled) throw new AppError('conflict', '回答已经结束，无需停止');
    return { question_id: id, answer_status: row.answer_status };
  }

  /** A page of the conversation, oldest first within the page (spec section 7). */
  async function historyList(
    userId: string,
    body: { limit: number; question_id?: string | null; load_next?: boolean | null },
  ): Promise<HistoryListV2> {
    const cursorId = body.question_id && !isLocalQuestionId(body.question_id) ? body.question_id : null;
    const cursorRow = cursorId ? await repo.findForUser(userId, cursorId) : undefined;
    if (cursorId && !cursorRow) throw notFound();
    const rows = await repo.page(userId, body.limit, cursorRow ? { row: cursorRow, older: body.load_next !== false } : undefined);
    return { chat_history_detail_list: rows.reverse().map(toHistoryItemV2), latest_question_id: await repo.latestId(userId) };
  }

  return {
    start,
    resume,
    open,
    stop,
    /** The user's live or recently finished run of this chat version, by server or client id. */
    findRun: (userId: string, questionId: string, version: ChatVersion) => registry.find(userId, questionId, version),
    historyList,
    /** At shutdown: stop every live answer as interrupted and wait until each is stored. */
    async shutdown(): Promise<void> {
      const live = registry.live();
      for (const run of live) run.stop('interrupted');
      await Promise.all(live.map((r) => r.finished));
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
