import { CLIENT_ERROR_TEXT, isLocalQuestionId, type ChatVersion, type HistoryListV2 } from '@app/protocol';
import { z } from 'zod';
import type { AssistantEngine } from '../../ports/assistant-engine';
import type { AppContext } from '../../context';
import { liveOwners } from '../../db/instance';
import type { SpeechToText } from '../../providers/stt/speech-to-text';
import { answerStopper } from './answer-stop';
import { AcceptedConnections } from './generation-turns';
import { notFound, type ChatCore } from './chat-core';
import { toHistoryItemV2 } from './history-item';
import { questionStarter } from './question-start';
import { questionRepository } from './repository';
import { noRunFeed, RedisRunFeed } from './run-feed';
import { runOpener } from './run-opening';
import { RunRegistry } from './run-registry';

export { CONTEXT_TURNS, notFound } from './chat-core';
export { REMOTE_STOP_WAIT_MS } from './answer-stop';
export type { NewQuestion } from './question-start';
export type { OpenedRun } from './run-opening';

/** A stop (or a live reader) relayed to the instance that generates the answer. */
const stopCommandSchema = z.object({ question_id: z.string().min(1).max(100), user_id: z.string().min(1).max(100) });

/**
 * Chat v1 and v2: starting (question-start.ts), resuming (run-opening.ts) and stopping
 * (answer-stop.ts) answers, and the stored v2 conversation; this file wires them to one
 * registry of live runs, one feed and the instance's lease.
 */
export function chatService(ctx: AppContext, engine: AssistantEngine, speech: SpeechToText | null = null) {
  const core: ChatCore = {
    ctx,
    repo: questionRepository(ctx.db),
    registry: new RunRegistry(),
    feed: ctx.config.redisUrl ? RedisRunFeed.connect(ctx.config.redisUrl, ctx.pubsub, ctx.log) : noRunFeed,
  };
  const { repo, registry, feed } = core;
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
  const arrivals = new AcceptedConnections();
  const start = questionStarter(core, engine, speech, arrivals);
  const { resume, open } = runOpener(core, start);

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
    stop: answerStopper(core),
    /** The user's live or recently finished run of this chat version, by server or client id. */
    findRun: (userId: string, questionId: string, version: ChatVersion) => registry.find(userId, questionId, version),
    historyList,
    /** To be called on each connection the server accepts (a burst's connections go first, decision 067). */
    noteConnection: arrivals.note,
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
