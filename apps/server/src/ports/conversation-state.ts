import { z } from 'zod';

/**
 * What the assistant remembers of one conversation between turns (issue: the assistant keeps the
 * thread). Stored as JSON with the question whose answer produced it; each turn reads the latest
 * and writes it back. A refinement changes only the slots it names; a new category or topic
 * starts a new need.
 */
const budgetSchema = z.object({
  min: z.number().nonnegative().optional(),
  max: z.number().nonnegative().optional(),
  label: z.string().max(60),
  /** 5k左右, 大概五千吧: a top never widened past when nothing fits (decision 074). */
  firm: z.boolean().optional(),
});

const needSchema = z.object({
  categoryIds: z.array(z.string().max(60)).max(8),
  brands: z.array(z.string().max(60)).max(12),
  excludeBrands: z.array(z.string().max(60)).max(12),
  budget: budgetSchema.nullable(),
  /** Wanted attributes by label (轻, 续航长), mapped to spec fields by attributes.ts. */
  attributes: z.array(z.string().max(20)).max(8),
  malls: z.array(z.string().max(20)).max(6),
  keywords: z.array(z.string().max(40)).max(12),
  /** Values the user stated (512gb, 75英寸, 一级能效), normalised; products must show them. */
  values: z.array(z.string().max(40)).max(8).default([]),
  /** Variants the buyer implies (给女朋友 → 女款, 给爸妈 → 中老年): kept by follow-ups, dropped by a new need. */
  variants: z.array(z.string().max(20)).max(4).default([]),
  /** What the shopper ruled out (不要有线的 → 有线): no listing shown shows it (negated-values.ts). */
  excludeValues: z.array(z.string().max(40)).max(8).optional(),
  /** Malls ruled out (不要拼多多的, 别在淘宝买): no listing of theirs is shown (decision 078). */
  excludeMalls: z.array(z.string().max(20)).max(6).optional(),
  /** Whom the presents were for (女朋友), when the need came from a gift ask: 她喜欢化妆 re-picks for them. */
  recipient: z.string().max(20).optional(),
});

/** A list shown before the latest one, with the need that produced it (再看看之前那几个X). */
const earlierSchema = z.object({
  shown: z.array(z.string().max(40)).max(20),
  need: needSchema.nullable(),
});

const flightSchema = z.object({
  from: z.string().max(20),
  to: z.string().max(20),
  /** The words that named the dates (明天, 下周五), '' when none did; re-read on each follow-up. */
  dateWords: z.string().max(40),
  /** The first day searched (YYYY-MM-DD). */
  date: z.string().max(10),
  /** The part of the day asked for (晚上, 红眼航班), '' for all day; kept by a follow-up that changes a city. */
  part: z.string().max(20).default(''),
  /** How the flights were ordered when the question said so; kept like the part of the day. */
  sort: z.enum(['departure', 'price']).nullable().default(null),
  /** The outbound day when this search was a return (返程): a return is never searched before it. */
  outbound: z.string().max(10).nullable().default(null),
  /** The return day said with the outbound search (周日回来), for a later 回程按价格排 (decision 074). */
  returnDate: z.string().max(10).nullable().optional(),
});

export const conversationStateSchema = z.object({
  /** The topic of the latest answer, for follow-ups that fit both (最便宜的). */
  topic: z.enum(['shopping', 'flight', 'product', 'other']).nullable(),
  need: needSchema.nullable(),
  /** Product ids of the latest answer that listed products, in the order shown. */
  shown: z.array(z.string().max(40)).max(20),
  /** The product the latest answer was about, when it was about one (它, 这款). */
  focus: z.string().max(40).nullable(),
  /** The list shown before `shown`: references and 回到刚才的X can point into it. */
  earlier: earlierSchema.nullable().default(null),
  /** The first list of the chat (最开始那个列表的第二个, decision 074); absent until one is shown. */
  first: earlierSchema.nullable().optional(),
  /**
   * The need `shown` came from, kept when a later answer of one product changed `need` without
   * replacing the list (养生壶呢 → one kettle): 看回刚才那批 goes back to it. Absent otherwise.
   */
  shownNeed: needSchema.nullable().optional(),
  /**
   * The models (category|brand|型号) shown for the need since its list was first shown, when the
   * shopper asked for more (换一批, 还有别的吗): the next batch leaves them all out (decision 065).
   */
  seenModels: z.array(z.string().max(120)).max(60).optional(),
  /** The products last compared. */
  compared: z.array(z.string().max(40)).max(6),
  flight: flightSchema.nullable(),
  /** The slot the latest answer asked the user about (never asked twice in a row). */
  asked: z.string().max(40).nullable(),
  /** The budget the asked question came with (预算五百 送人): the answer to it keeps it. */
  askedBudget: budgetSchema.nullable().default(null),
});

export type ConversationState = z.infer<typeof conversationStateSchema>;
export type Need = z.infer<typeof needSchema>;
export type EarlierList = z.infer<typeof earlierSchema>;
export type FlightSearch = z.infer<typeof flightSchema>;

export const emptyState = (): ConversationState => ({
  topic: null,
  need: null,
  shown: [],
  focus: null,
  earlier: null,
  compared: [],
  flight: null,
  asked: null,
  askedBudget: null,
});

export const emptyNeed = (): Need => ({
  categoryIds: [],
  brands: [],
  excludeBrands: [],
  budget: null,
  attributes: [],
  malls: [],
  keywords: [],
  values: [],
  variants: [],
});

/**
 * Shows a new list: the one it replaces becomes the earlier list (with the need it came from), so
 * a reference can point into either of the last two lists. One product is not a list: it is the
 * answer's focus (它, 这款), and 第二款 keeps pointing into the last list of two or more.
 */
export function showList(state: ConversationState, ids: string[], previousNeed: Need | null): void {
  if (ids.length < 2 && state.shown.length >= 2) {
    // One product is no list: the list stays, and so does the need it came from.
    if (state.shownNeed === undefined) state.shownNeed = previousNeed;
    return;
  }
  const same = ids.length === state.shown.length && ids.every((id, i) => state.shown[i] === id);
  if (same) return;
  if (state.shown.length) state.earlier = { shown: state.shown, need: state.shownNeed ?? previousNeed };
  else if (!state.first) state.first = { shown: ids, need: state.need };
  delete state.shownNeed;
  state.shown = ids;
}

/**
 * States this process wrote (writeState validated them), most recently written last: the next
 * question of the same conversation reads one back, and it need not be validated again (decision
 * 036; the schema's parse of its own output, through JSON, gives that output). Bounded.
 */
const written = new Map<string, true>();
export const WRITTEN_STATES_KEPT = 10_000;

/** A stored state, or null when there is none or it no longer parses (never an error). */
export function readState(json: string | null | undefined): ConversationState | null {
  if (!json) return null;
  try {
    if (written.has(json)) return JSON.parse(json) as ConversationState;
    const parsed = conversationStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function writeState(state: ConversationState): string {
  const json = JSON.stringify(conversationStateSchema.parse(state));
  written.delete(json);
  written.set(json, true);
  if (written.size > WRITTEN_STATES_KEPT) written.delete(written.keys().next().value!);
  return json;
}
