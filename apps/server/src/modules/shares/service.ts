import crypto from 'node:crypto';
import {
  SHARE_DEFAULT_TURNS,
  SHARE_MAX_TURNS,
  type ShareCreateBody,
  type SharedConversation,
  type SharedTurn,
  type ShareSource,
  type ShareSummary,
  type ItemDetail,
  sharedProductIds,
} from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { questionRepository, type QuestionRow } from '../chat/repository';
import { itemsService } from '../items/service';
import { chatSessionRepository } from '../sessions/repository';
import { sessionNotFound } from '../sessions/rules';
import { shareRepository, type ShareRow } from './repository';
import { isShareable, shareTitle, toSharedTurn } from './snapshot';

/** How many links one user may make in an hour: plenty for sharing by hand, not for a script. */
export const SHARE_RULES = { createsPerWindow: 30, windowMs: 60 * 60 * 1000 } as const;

/** 24 random bytes: 192 bits, 32 base64url characters (protocol SHARE_TOKEN_PATTERN). */
export const newShareToken = (): string => crypto.randomBytes(24).toString('base64url');

/** Unknown or revoked: one answer to anyone holding the link, so tokens cannot be probed. */
const shareGone = () => new AppError('share_gone');

const iso = (ms: number) => new Date(Number(ms)).toISOString();

const toSummary = (row: ShareRow): ShareSummary => ({
  token: row.token,
  source: row.source as ShareSource,
  title: row.title,
  turn_count: row.turn_count,
  created_at: iso(row.created_at),
  revoked_at: row.revoked_at === null ? null : iso(row.revoked_at),
});

/** Making, listing and revoking share links, and reading one by its token. */
export function sharesService(ctx: AppContext) {
  const shares = shareRepository(ctx.db);
  const questions = questionRepository(ctx.db);
  const sessions = chatSessionRepository(ctx.db);
  const items = itemsService(ctx.db);

  async function checkRate(userId: string): Promise<void> {
    const count = await ctx.kv.incr(`shares:create:${userId}`, SHARE_RULES.windowMs);
    if (count > SHARE_RULES.createsPerWindow)
      throw new AppError('rate_limited', '分享太频繁，请一小时后再试', { 'retry-after': String(SHARE_RULES.windowMs / 1000) });
  }

  /** The rows a share is made of, oldest first, and the session's title when it is one. */
  async function pick(
    userId: string,
    body: ShareCreateBody,
  ): Promise<{ source: ShareSource; sessionId: string | null; title: string | null; rows: QuestionRow[] }> {
    if (body.session_id) {
      const session = await sessions.findForUser(userId, body.session_id);
      if (!session) throw sessionNotFound();
      const rows = await questions.latest(userId, { sessionId: session.id }, SHARE_MAX_TURNS);
      return { source: 'session', sessionId: session.id, title: session.title, rows };
    }
    if (body.question_ids) {
      const ids = [...new Set(body.question_ids)];
      const rows = await questions.findManyForUser(userId, ids);
      if (rows.length !== ids.length) throw new AppError('not_found', '所选的问题不存在');
      rows.sort((a, b) => Number(a.create_at) - Number(b.create_at) || a.id.localeCompare(b.id));
      return { source: 'chat_next', sessionId: null, title: null, rows };
    }
    return {
      source: 'chat_next',
      sessionId: null,
      title: null,
      rows: await questions.latest(userId, { version: 2, finished: true }, SHARE_DEFAULT_TURNS),
    };
  }

  return {
    async create(userId: string, body: ShareCreateBody): Promise<ShareSummary> {
      await checkRate(userId);
      const picked = await pick(userId, body);
      const turns: SharedTurn[] = picked.rows.filter(isShareable).map(toSharedTurn);
      if (turns.length === 0) throw new AppError('nothing_to_share');
      const row: ShareRow = {
        token: newShareToken(),
        user_id: userId,
        source: picked.source,
        session_id: picked.sessionId,
        title: shareTitle(turns, picked.title),
        turns: JSON.stringify(turns),
        turn_count: turns.length,
        created_at: ctx.now(),
        revoked_at: null,
      };
      const same = await shares.findSame(row);
      if (same) return toSummary(same);
      await shares.insert(row);
      return toSummary(row);
    },

    list: async (userId: string): Promise<ShareSummary[]> => (await shares.listForUser(userId)).map(toSummary),

    async revoke(userId: string, token: string): Promise<ShareSummary> {
      await shares.revoke(userId, token, ctx.now());
      const row = await shares.findForUser(userId, token);
      if (!row) throw new AppError('not_found', '没有找到这条分享');
      return toSummary(row);
    },

    /** What anyone with the link sees: the title, when it was shared, and the turns; nothing else. */
    async read(token: string): Promise<SharedConversation> {
      const row = await shares.findLive(token);
      if (!row) throw shareGone();
      return { title: row.title, created_at: iso(row.created_at), turns: JSON.parse(row.turns) as SharedTurn[] };
    },

    /**
     * A product the live share shows, for its reader without a login: what the item page shows
     * (catalog facts and price history, public data), never anyone's wish. Other products are
     * not found here, so a link does not open the whole catalog.
     */
    async item(token: string, id: string): Promise<ItemDetail> {
      const row = await shares.findLive(token);
      if (!row) throw shareGone();
      const detail = sharedProductIds(JSON.parse(row.turns) as SharedTurn[]).has(id) ? await items.detail(null, id) : null;
      if (!detail) throw new AppError('not_found', '商品不存在或已下架');
      return detail;
    },
  };
}
