import { z } from 'zod';
import { optionalBody } from './envelope';
import { comparisonSchema, flightCardSchema, productCardSchema } from './cards';

/**
 * Shared conversations (issue 14, docs/decisions/021): a read-only snapshot of questions and
 * answers behind an unguessable link, revocable by its owner. Creating, listing and revoking
 * need a login; reading a share by its token does not.
 */
export const SHARES_ENDPOINTS = {
  create: '/api/v2/shares',
  list: '/api/v2/shares/list',
  revoke: '/api/v2/shares/revoke',
  /** Public: `GET /api/v2/shares/:token`. */
  read: (token: string) => `/api/v2/shares/${encodeURIComponent(token)}`,
  readRoute: '/api/v2/shares/:token',
  /** Public: `GET /api/v2/shares/:token/item?id=`, a product the share shows, read-only (issue 21 item 8). */
  item: (token: string) => `/api/v2/shares/${encodeURIComponent(token)}/item`,
  itemRoute: '/api/v2/shares/:token/item',
} as const;

/** A /chatNext share without chosen questions holds the latest this many finished answers. */
export const SHARE_DEFAULT_TURNS = 10;
/** Most questions one share holds (a v1 session's latest, or chosen v2 questions). */
export const SHARE_MAX_TURNS = 50;
/** 24 random bytes as base64url: 192 bits, 32 characters. */
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{32}$/;

const SHARE_TOKEN_ERROR = '分享链接无效';
export const shareTokenSchema = z.string({ error: SHARE_TOKEN_ERROR }).regex(SHARE_TOKEN_PATTERN, { error: SHARE_TOKEN_ERROR });

const questionIdSchema = z.string({ error: '问题编号应为文字' }).trim().min(1, { error: '问题编号不能为空' }).max(100);

/**
 * `POST /api/v2/shares`: a v1 session (`session_id`), chosen /chatNext questions
 * (`question_ids`), or, with neither, the latest SHARE_DEFAULT_TURNS finished /chatNext answers.
 */
export const shareCreateBodySchema = z.preprocess(
  (body) => body ?? {},
  z
    .object({
      session_id: z
        .string({ error: '会话编号应为文字' })
        .trim()
        .min(1, { error: '会话编号不能为空' })
        .max(100)
        .optional()
        .nullable(),
      question_ids: z
        .array(questionIdSchema, { error: 'question_ids 应为问题编号的列表' })
        .min(1, { error: '请至少选择一个问题' })
        .max(SHARE_MAX_TURNS, { error: `一次最多分享 ${SHARE_MAX_TURNS} 个问题` })
        .optional()
        .nullable(),
    })
    .refine((b) => !(b.session_id && b.question_ids), { error: '请只选择一个会话或一组问题' }),
);
/** The body as the server reads it (the web sends the same fields). */
export type ShareCreateBody = z.output<typeof shareCreateBodySchema>;

export const shareRevokeBodySchema = z.object({ token: shareTokenSchema });
export const shareListBodySchema = optionalBody(z.object({}));
export const shareTokenParamsSchema = z.object({ token: shareTokenSchema });
export const sharedItemQuerySchema = z.object({
  id: z.string({ error: '请提供商品编号' }).trim().min(1, { error: '请提供商品编号' }).max(64),
});

/** One question and its answer as shared: the words and the cards, nothing that acts. */
export const sharedTurnSchema = z.object({
  question: z.string(),
  /** The product the question was about, when it was asked from a product. */
  question_product_card: productCardSchema.nullable(),
  /** The answer as stored (Markdown). */
  answer: z.string(),
  product_cards: z.array(productCardSchema),
  /** Products shown as large pictures. */
  multi_cards: z.array(productCardSchema),
  flight_cards: z.array(flightCardSchema),
  /** Products compared side by side (decision 025); absent in shares made before it. */
  comparison: comparisonSchema.nullable().optional(),
  /** ISO 8601: when the question was asked. */
  at: z.string(),
});
export type SharedTurn = z.infer<typeof sharedTurnSchema>;

/** The answer's in-app product links: `/item-detail?id=…` (Markdown link targets). */
const ITEM_LINK = /\]\(\/item-detail\?(?:[^)\s]*&)?id=([^)&\s#]+)/g;

/**
 * Every product a shared turn shows: its cards, the product it was asked from, the products it
 * compares and the ones its answer links to. A share's reader may open these, and only these.
 */
export function sharedProductIds(turns: readonly SharedTurn[]): Set<string> {
  const ids = new Set<string>();
  for (const turn of turns) {
    const cards = [...turn.product_cards, ...turn.multi_cards, ...(turn.comparison?.products ?? [])];
    if (turn.question_product_card) cards.push(turn.question_product_card);
    cards.forEach((card) => ids.add(card.id));
    for (const [, id] of turn.answer.matchAll(ITEM_LINK)) ids.add(decodeURIComponent(id!));
  }
  return ids;
}

/** `GET /api/v2/shares/:token`: what anyone with the link sees; no owner, no ids. */
export const sharedConversationSchema = z.object({
  title: z.string(),
  /** ISO 8601: when the share was made. */
  created_at: z.string(),
  turns: z.array(sharedTurnSchema),
});
export type SharedConversation = z.infer<typeof sharedConversationSchema>;

export const SHARE_SOURCES = ['chat_next', 'session'] as const;
export type ShareSource = (typeof SHARE_SOURCES)[number];

/** A share as its owner sees it in the list. */
export const shareSummarySchema = z.object({
  token: z.string(),
  source: z.enum(SHARE_SOURCES),
  title: z.string(),
  turn_count: z.number().int(),
  created_at: z.string(),
  /** ISO 8601, or null while the link works. */
  revoked_at: z.string().nullable(),
});
export type ShareSummary = z.infer<typeof shareSummarySchema>;

export const shareListSchema = z.object({ list: z.array(shareSummarySchema) });
export type ShareList = z.infer<typeof shareListSchema>;
