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
import type { AssistantEngine, HistoryTurn } from '../../ports/assistant-engine';
import { emptyState, readState } from '../../ports/conversation-state';
import type { AppContext } from '../../context';
import type { Database } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { newId } from '../../shared/token';
import { toProductCard } from '../catalog/product-card';
import { productIdFromUrl } from '../catalog/product-url';
import { catalogService } from '../catalog/service';
import { AnswerWrites } from './answer-writes';
import { ChatRun, type EventShaper, type RunSource } from './chat-run';
import { toHistoryItemV2 } from './history-item';
import { questionRepository, type QuestionRow } from './repository';
import { GenerationTurns } from './generation-turns';
import { driveRun } from './run-driver';
import { RunRegistry } from './run-registry';
import { noRunFeed, RedisRunFeed } from './run-feed';
import { remoteRun } from './remote-run';
import { storedReplay } from './stored-replay';
import { v1Shaper } from './v1-events';
import { liveOwners } from '../../db/instance';
import { z } from 'zod';
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

/** How long a stop waits for the owning instance to store the stopped answer. */
export const REMOTE_STOP_WAIT_MS = 5000;

/** A stop (or a live reader) relayed to the instance that generates the answer. */
const stopCommandSchema = z.object({ question_id: z.string().min(1).max(100), user_id: z.string().min(1).max(100) });

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

/** What a request streams and the last event the client already has. */
export interface OpenedRun {
  /** A live run here, one followed from another instance, or the stored answer. */
  run: RunSource;
  afterSeq: number;
}

const VERSION_NUMBER: Record<ChatVersion, number> = { v1: 1, v2: 2 };

/** A product link in an answer's Markdown: `](/item-detail?id=p_000123`. */
const ITEM_LINK = /\]\(\/item-detail\?id=([\w-]+)/g;

/** Chat v1 and v2: starting, resuming and stopping answers, and the stored v2 conversation. */
export function chatService(ctx: AppContext, engine: AssistantEngine, speech: SpeechToText | null = null) {
  const repo = questionRepository(ctx.db);
  const voice = voiceQuestions(ctx, speech);
  const catalog = catalogService(ctx.db);
  const registry = new RunRegistry();
  const feed = ctx.config.redisUrl ? RedisRunFeed.connect(ctx.config.redisUrl, ctx.pubsub, ctx.log) : noRunFeed;
  // Answers of instances without a live lease (crashed, or this one before a restart) are
  // stored as interrupted with the spec's 'stopped output' message (DESIGN 2.4).
  ctx.instance.addSweeper('answers', (t, self) =>
    repo.markOrphaned(CLIENT_ERROR_TEXT.streamInterrupted, t, liveOwners(ctx.db, t), self),
  );
  // After this instance's lease lapsed (a partition, a stalled process): the answers a peer
  // marked interrupted meanwhile are stopped here, without storing (decision 031).
  ctx.instance.addRechecker(async () => {
    const live = registry.live();
    const owned = await repo.stillOwned(
      ctx.instance.id,
      live.map((r) => r.questionId),
    );
    for (const run of live) if (!owned.has(run.questionId)) run.stop('interrupted');
  });
  ctx.bus.on('stop_answer', stopCommandSchema, ({ question_id, user_id }) => {
    registry.find(user_id, question_id)?.stop('cancelled');
  });
  // A reader on another instance follows one of this instance's answers live.
  ctx.bus.on('watch_answer', stopCommandSchema, ({ question_id, user_id }) => {
    const run = registry.find(user_id, question_id);
    if (run) run.watched = true;
  });
  const driverDeps = {
    engine,
    writes: new AnswerWrites(ctx.db, ctx.log, { owner: ctx.instance.id, whenHeld: () => ctx.instance.whenHeld() }),
    turns: new GenerationTurns(),
    lease: ctx.instance,
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
      owner_id: ctx.instance.id,
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
          q.storedState !== undefined ? q.storedState : await repo.latestState(userId, q.version === 'v1' ? q.sessionId : null),
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
      history: q.history,
      userId,
      state,
      ...(q.avoidProductIds?.length ? { avoidProductIds: q.avoidProductIds } : {}),
    });
    return run;
  }

  /** The user's stored question a resume names: by the event id's question, or the body's id. */
  function storedFor(userId: string, questionId: string | null | undefined, lastQuestionId: string | undefined) {
    if (lastQuestionId) return repo.findForUser(userId, lastQuestionId);
    if (!questionId) return Promise.resolve(undefined);
    return isLocalQuestionId(questionId) ? repo.findByClientId(userId, questionId) : repo.findForUser(userId, questionId);
  }

  /**
   * A stored answer as a stream: followed through the feed while another instance generates it
   * (or while Redis still keeps its events), otherwise replayed from the stored answer.
   */
  function sourceOf(row: QuestionRow, version: ChatVersion): RunSource {
    const makeShaper = version === 'v1' ? () => v1Shaper(row.session_id ?? '') : undefined;
    if (!feed.available) return storedReplay(row, makeShaper);
    return remoteRun(row, {
      feed,
      reload: () => repo.findForUser(row.user_id, row.id),
      makeShaper,
      watch: async () => {
        const owner = row.owner_id;
        if (!owner) return;
        const run = owner === ctx.instance.id ? registry.find(row.user_id, row.id) : undefined;
        if (run) run.watched = true;
        else await ctx.bus.send(owner, 'watch_answer', { question_id: row.id, user_id: row.user_id });
      },
      onError: (err) => ctx.log.error({ err, questionId: row.id }, 'could not read the answer'),
    });
  }

  /**
   * A repeated client question id or a `Last-Event-ID` attaches to the existing answer of that
   * chat version instead of asking again, wherever it runs or ran; null when the request asks a
   * new question.
   */
  async function resume(
    userId: string,
    version: ChatVersion,
    questionId: string | null | undefined,
    lastEventId: string | undefined,
  ): Promise<OpenedRun | null> {
    const last = parseEventId(lastEventId);
    const afterSeqOf = (id: string) => (last && last.questionId === id ? last.seq : 0);
    const local =
      (last && registry.find(userId, last.questionId, version)) ||
      (questionId ? registry.find(userId, questionId, version) : undefined);
    if (local && (local.canReplayFrom(afterSeqOf(local.questionId)) || !feed.available))
      return { run: local, afterSeq: afterSeqOf(local.questionId) };
    const row = local ? await repo.findForUser(userId, local.questionId) : await storedFor(userId, questionId, last?.questionId);
    if (!row || row.version !== VERSION_NUMBER[version]) {
      if (last) throw notFound();
      return null;
    }
    return { run: sourceOf(row, version), afterSeq: afterSeqOf(row.id) };
  }

  /** v2: resume, or store and answer a question of the continuous conversation. */
  /**
   * The products an answer recommended: those its state kept, and those its text links to (an
   * answer stopped before its cards has named some already).
   */
  function productsOf(row: QuestionRow): string[] {
    const linked = [...row.answer.matchAll(ITEM_LINK)].map((m) => m[1]!);
    return [...new Set([...(readState(row.conversation_state)?.shown ?? []), ...linked])];
  }

  /**
   * 重新回答 and 编辑 (decision 027): the question this one replaces is removed with its answer
   * before the new one is stored, so history, the engine's context and a reload all see one turn.
   * An answer still being generated is left alone. 重新回答 hands the engine the products the old
   * answer recommended, to pick others.
   */
  async function replaceQuestion(userId: string, body: ChatV2Body): Promise<readonly string[]> {
    const id = body.replaces_question_id;
    if (!id || isLocalQuestionId(id)) return [];
    const old = await repo.findForUser(userId, id);
    if (!old || old.version !== VERSION_NUMBER.v2 || old.answer_status === ANSWER_STATUS.outputting) return [];
    await repo.remove(userId, old.id);
    return body.regenerate ? productsOf(old) : [];
  }

  async function open(userId: string, body: ChatV2Body, lastEventId: string | undefined): Promise<OpenedRun> {
    const resumed = await resume(userId, 'v2', body.question_id, lastEventId);
    if (resumed) return resumed;
    const avoidProductIds = await replaceQuestion(userId, body);
    const card = await questionCard(body.question_card_url);
    const context = body.is_new_chat ? null : await repo.recentContext(userId, CONTEXT_TURNS);
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
      history: context?.turns ?? [],
      newChat: body.is_new_chat === true,
      ...(context ? { storedState: context.state } : {}),
      avoidProductIds,
    });
    return { run, afterSeq: 0 };
  }

  /**
   * Waits until the answer is no longer outputting (its owner stored it); false on timeout or
   * when the owner's lease ends first.
   * Stops are rare and short, so the stored row is simply read again every 50 ms.
   */
  async function settled(userId: string, id: string, owner: string, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (let i = 1; Date.now() < until; i++) {
      const row = await repo.findForUser(userId, id);
      if (!row || row.answer_status !== ANSWER_STATUS.outputting) return true;
      // An owner that died meanwhile will never answer: stop waiting for it.
      if (i % 10 === 0 && !(await ctx.instance.isAlive(owner))) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  /**
   * Stops an answer that is still being generated and stores what it had as cancelled, on any
   * instance: here directly; on a live peer by a command to it (it aborts the engine and the
   * upstream request, stores the partial answer and ends every stream of it); when the owner is
   * gone, by storing it as cancelled here.
   */
  async function stop(userId: string, questionId: string): Promise<StopResult> {
    const run = registry.find(userId, questionId);
    if (run && !run.isEnded) {
      run.stop('cancelled');
      await run.finished;
    }
    const found = run ? await repo.findForUser(userId, run.questionId) : await storedFor(userId, questionId, undefined);
    if (!found) throw notFound();
    const id = found.id;
    if (found.answer_status === ANSWER_STATUS.outputting) {
      const owner = found.owner_id;
      if (owner && owner !== ctx.instance.id && (await ctx.instance.isAlive(owner))) {
        await ctx.bus.send(owner, 'stop_answer', { question_id: id, user_id: userId });
        await settled(userId, id, owner, REMOTE_STOP_WAIT_MS);
      }
      // The owner is gone (or did not answer in time): the stop still ends as a cancelled answer,
      // also when a sweep has just marked it interrupted for its dead owner.
      await repo.cancelIfOutputting(id, CLIENT_ERROR_TEXT.stopped, ctx.now(), CLIENT_ERROR_TEXT.streamInterrupted);
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
    /**
     * At shutdown: running answers get `graceMs` to finish; those still running then are
     * stopped and stored as interrupted. Resolves once each is stored.
     */
    async shutdown(graceMs: number): Promise<void> {
      const live = registry.live();
      if (live.length && graceMs > 0) {
        ctx.log.info({ running: live.length, graceMs }, 'waiting for running answers to finish');
        let timer: NodeJS.Timeout | undefined;
        await Promise.race([Promise.all(live.map((r) => r.finished)), new Promise((r) => (timer = setTimeout(r, graceMs)))]);
        clearTimeout(timer);
      }
      const left = registry.live();
      for (const run of left) run.stop('interrupted');
      await Promise.all(left.map((r) => r.finished));
      await feed.close();
    },
  };
}

export type ChatService = ReturnType<typeof chatService>;
