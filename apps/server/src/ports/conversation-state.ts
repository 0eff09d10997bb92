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
});

const flightSchema = z.object({
  from: z.string().max(20),
  to: z.string().max(20),
  /** The words that named the dates (明天, 下周五), '' when none did; re-read on each follow-up. */
  dateWords: z.string().max(40),
  /** The first day searched (YYYY-MM-DD). */
  date: z.string().max(10),
});

export const conversationStateSchema = z.object({
  /** The topic of the latest answer, for follow-ups that fit both (最便宜的). */
  topic: z.enum(['shopping', 'flight', 'product', 'other']).nullable(),
  need: needSchema.nullable(),
  /** Product ids of the latest answer that listed products, in the order shown. */
  shown: z.array(z.string().max(40)).max(20),
  /** The product the latest answer was about, when it was about one (它, 这款). */
  focus: z.string().max(40).nullable(),
  /** The products last compared. */
  compared: z.array(z.string().max(40)).max(6),
  flight: flightSchema.nullable(),
  /** The slot the latest answer asked the user about (never asked twice in a row). */
  asked: z.string().max(40).nullable(),
});

export type ConversationState = z.infer<typeof conversationStateSchema>;
export type Need = z.infer<typeof needSchema>;
export type FlightSearch = z.infer<typeof flightSchema>;

export const emptyState = (): ConversationState => ({
  topic: null,
  need: null,
  shown: [],
  focus: null,
  compared: [],
  flight: null,
  asked: null,
});

export const emptyNeed = (): Need => ({
  categoryIds: [],
  brands: [],
  excludeBrands: [],
  budget: null,
  attributes: [],
  malls: [],
  keywords: [],
});

/** A stored state, or null when there is none or it no longer parses (never an error). */
export function readState(json: string | null | undefined): ConversationState | null {
  if (!json) return null;
  try {
    const parsed = conversationStateSchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export const writeState = (state: ConversationState): string => JSON.stringify(conversationStateSchema.parse(state));
