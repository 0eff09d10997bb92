import { ANSWER_STATUS, isLocalQuestionId, parseEventId, type ChatV2Body, type ChatVersion } from '@app/protocol';
import { readState } from '../../ports/conversation-state';
import { toProductCard } from '../catalog/product-card';
import { productIdFromUrl } from '../catalog/product-url';
import { catalogService } from '../catalog/service';
import { CONTEXT_TURNS, notFound, storedFor, VERSION_NUMBER, type ChatCore } from './chat-core';
import type { RunSource } from './chat-run';
import type { StartQuestion } from './question-start';
import { remoteRun } from './remote-run';
import type { QuestionRow } from './repository';
import { storedReplay } from './stored-replay';
import { v1Shaper } from './v1-events';

/** What a request streams and the last event the client already has. */
export interface OpenedRun {
  /** A live run here, one followed from another instance, or the stored answer. */
  run: RunSource;
  afterSeq: number;
}

/** A product link in an answer's Markdown: `](/item-detail?id=p_000123`. */
const ITEM_LINK = /\]\(\/item-detail\?id=([\w-]+)/g;

/**
 * The products an answer recommended: those its state kept, and those its text links to (an
 * answer stopped before its cards has named some already).
 */
function productsOf(row: QuestionRow): string[] {
  const linked = [...row.answer.matchAll(ITEM_LINK)].map((m) => m[1]!);
  return [...new Set([...(readState(row.conversation_state)?.shown ?? []), ...linked])];
}

/** Opening a stream: attaching to an answer that exists (live, elsewhere or stored), or asking anew. */
export function runOpener(core: ChatCore, start: StartQuestion) {
  const { ctx, repo, registry, feed } = core;
  const catalog = catalogService(ctx.db);

  async function questionCard(url: string | null | undefined) {
    const id = productIdFromUrl(url);
    const product = id ? await catalog.getProduct(id) : null;
    return product ? toProductCard(product) : null;
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
    const row = local
      ? await repo.findForUser(userId, local.questionId)
      : await storedFor(core, userId, questionId, last?.questionId);
    if (!row || row.version !== VERSION_NUMBER[version]) {
      if (last) throw notFound();
      return null;
    }
    return { run: sourceOf(row, version), afterSeq: afterSeqOf(row.id) };
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

  /** v2: resume, or store and answer a question of the continuous conversation. */
  async function open(userId: string, body: ChatV2Body, lastEventId: string | undefined): Promise<OpenedRun> {
    const resumed = await resume(userId, 'v2', body.question_id, lastEventId);
    if (resumed) return resumed;
    const avoidProductIds = await replaceQuestion(userId, body);
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
      history: [],
      // The context is read in the same round trip as the question is stored (decision 038).
      ...(body.is_new_chat ? { newChat: true } : { contextTurns: CONTEXT_TURNS }),
      avoidProductIds,
    });
    return { run, afterSeq: 0 };
  }

  return { resume, open };
}
