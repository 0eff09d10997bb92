import {
  ANSWER_STATUS,
  CLIENT_ERROR_TEXT,
  isLocalQuestionId,
  parseEventId,
  type ChatV2Body,
  type HistoryListV2,
  type StopResult,
} from '@app/protocol';
import type { AssistantEngine } from '../../assistant/engine';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { newId } from '../auth/token';
import { toProductCard } from '../catalog/product-card';
import { productIdFromUrl } from '../catalog/product-url';
import { catalogService } from '../catalog/service';
import { ChatRun } from './chat-run';
import { toHistoryItemV2 } from './history-item';
import { questionRepository } from './repository';
import { driveRun } from './run-driver';
import { RunRegistry } from './run-registry';

/** Earlier turns given to the assistant as conversation context. */
const CONTEXT_TURNS = 3;

const notFound = () => new AppError('not_found', '该问题不存在');

/**
 * At server start: answers a previous process left "outputting" can never finish, so they
 * become errors with the spec's 'stopped output' message (DESIGN 2.4).
 */
export function markInterruptedAnswers(ctx: AppContext): Promise<number> {
  return questionRepository(ctx.db).markInterrupted(CLIENT_ERROR_TEXT.streamInterrupted, ctx.now());
}

/** Chat v2: starting, resuming and stopping answers, and the stored conversation. */
export function chatService(ctx: AppContext, engine: AssistantEngine) {
  const repo = questionRepository(ctx.db);
  const catalog = catalogService(ctx.db);
  const registry = new RunRegistry();
  const driverDeps = { engine, repo, log: ctx.log, now: ctx.now };
  // Conversation order is by create_at: two questions in the same millisecond must not tie.
  let lastCreatedAt = 0;

  async function questionCard(url: string | null | undefined) {
    const id = productIdFromUrl(url);
    const product = id ? await catalog.getProduct(id) : null;
    return product ? toProductCard(product) : null;
  }

  /** Stores the question (answer_status 0), then generates in the background. */
  async function start(userId: string, body: ChatV2Body): Promise<ChatRun> {
    const history = await repo.recentTurns(userId, CONTEXT_TURNS);
    const clientId = isLocalQuestionId(body.question_id) ? body.question_id! : null;
    const now = (lastCreatedAt = Math.max(ctx.now(), lastCreatedAt + 1));
    const id = newId('q_');
    const card = await questionCard(body.question_card_url);
    await repo.insert({
      id,
      user_id: userId,
      version: 2,
      client_question_id: clientId,
      question: body.question,
      question_type: body.question_type ?? null,
      question_img: body.question_img ?? null,
      question_voice: body.question_voice ?? null,
      question_voice_id: body.question_voice_id ?? null,
      question_voice_time: body.question_voice_time ?? null,
      question_card_url: body.question_card_url ?? null,
      target_price: body.target_price ?? null,
      question_product_card: card ? JSON.stringify(card) : null,
      session_id: null,
      create_at: now,
      updated_at: now,
      assess: 0,
      answer: '',
      answer_reason: '',
      answer_reason_status: 0,
      answer_status: ANSWER_STATUS.outputting,
      answer_status_msg: '',
      risk_review_status: 0,
      answer_source: '{}',
      button_type: null,
      buttons: '[]',
      cards: '{}',
      next_step: null,
      think_ms: null,
    });
    const run = new ChatRun(id, userId, clientId);
    registry.add(run);
    void driveRun(driverDeps, run, {
      question: body.question,
      questionImg: body.question_img,
      voice: body.question_voice
        ? { url: body.question_voice, id: body.question_voice_id, seconds: body.question_voice_time }
        : null,
      productCardUrl: body.question_card_url,
      targetPrice: body.target_price,
      history,
      userId,
    });
    return run;
  }

  /**
   * The run a request should follow and the last event the client already has. A repeated
   * client question id or a `Last-Event-ID` attaches to the existing run instead of asking
   * again; `run: null` means the answer exists but is no longer buffered here (nothing to add).
   */
  async function open(
    userId: string,
    body: ChatV2Body,
    lastEventId: string | undefined,
  ): Promise<{ run: ChatRun | null; afterSeq: number }> {
    const last = parseEventId(lastEventId);
    const existing =
      (last && registry.find(userId, last.questionId)) ||
      (body.question_id ? registry.find(userId, body.question_id) : undefined);
    if (existing) return { run: existing, afterSeq: last && last.questionId === existing.questionId ? last.seq : 0 };
    if (last) {
      if (!(await repo.findForUser(userId, last.questionId))) throw notFound();
      return { run: null, afterSeq: last.seq };
    }
    return { run: await start(userId, body), afterSeq: 0 };
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
    open,
    stop,
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
