import type { CatalogProduct } from '../../modules/catalog/service';
import type { Vocabulary } from '../../modules/catalog/vocabulary';
import type { Need } from '../../ports/conversation-state';
import type { Budget } from './language/budget';
import { parseConstraints, type ShoppingConstraints } from './language/constraints';
import { readTurn, type Turn, type TurnContext } from './language/read-turn';

/** Readings kept per vocabulary (a vocabulary lives a minute); past this the least recently used go. */
export const TURN_MEMO_ENTRIES = 1_000;

/** Readings by vocabulary: a new vocabulary (the catalog re-read) starts with none. */
const memos = new WeakMap<Vocabulary, Map<string, Turn>>();
const constraintMemos = new WeakMap<Vocabulary, Map<string, ShoppingConstraints>>();

/** The kept value of `key` in the vocabulary's map (the least recently used dropped), or `read()`'s. */
function kept<V>(maps: WeakMap<Vocabulary, Map<string, V>>, vocabulary: Vocabulary, key: string, read: () => V): V {
  let memo = maps.get(vocabulary);
  if (!memo) maps.set(vocabulary, (memo = new Map()));
  const hit = memo.get(key);
  if (hit !== undefined) {
    memo.delete(key);
    memo.set(key, hit);
    return hit;
  }
  const value = freezeReading(read(), sharedObjects(vocabulary));
  memo.set(key, value);
  if (memo.size > TURN_MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  return value;
}

/** A number per product object: the lists' products are frozen catalog reads, kept a minute. */
const productNumbers = new WeakMap<CatalogProduct, number>();
let lastProductNumber = 0;
const numberOf = (p: CatalogProduct): number => {
  let n = productNumbers.get(p);
  if (n === undefined) productNumbers.set(p, (n = ++lastProductNumber));
  return n;
};

/**
 * Freezes what a reading made (its arrays and objects), not what it points at: the vocabulary's
 * categories and the catalog's products are shared already (and the products frozen).
 */
function freezeReading<T>(value: T, shared: ReadonlySet<object>): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value) && !shared.has(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) freezeReading(v, shared);
  }
  return value;
}

const sharedOf = new WeakMap<Vocabulary, ReadonlySet<object>>();
const sharedObjects = (vocabulary: Vocabulary): ReadonlySet<object> => {
  let shared = sharedOf.get(vocabulary);
  if (!shared) sharedOf.set(vocabulary, (shared = new Set<object>(vocabulary.categories)));
  return shared;
};

/**
 * `readTurn`, done once per distinct turn (decision 038): reading a question against the lexicon,
 * the grammars and the conversation was the largest single cost of an embedded answer, and the
 * same turn comes back often (the suggested questions and chips many users tap, 你好, a burst of
 * one campaign's question). A reading depends only on what the key holds: the question, what came
 * with it, the conversation state, the lists' products (by object: a re-read catalog makes new
 * ones) and the vocabulary (a map per vocabulary). Time enters a reading only as a day (flight
 * dates); the key holds the minute, and a minute never spans two days. Readings are shared, so
 * they are frozen: a flow that changed one would throw instead of changing another user's turn.
 */
export function readTurnOnce(text: string, ctx: TurnContext): Turn {
  const { latest, earlier, focus } = ctx.lists;
  const key = JSON.stringify([
    text,
    ctx.hasImage,
    ctx.hasVoice,
    ctx.hasProduct,
    Math.floor(ctx.now / 60_000),
    ctx.state,
    // The slot the previous answer asked about (cleared from the state before reading) and its budget.
    ctx.asked ?? null,
    latest.map(numberOf),
    earlier.map(numberOf),
    focus ? numberOf(focus) : 0,
  ]);
  // Read against a copy of the state: a kept reading must not point into one answer's own state.
  return kept(memos, ctx.vocabulary, key, () => readTurn(text, { ...ctx, state: structuredClone(ctx.state) }));
}

/**
 * `parseConstraints`, done once per distinct question, earlier need, target price and asked
 * budget (the shopping and compare flows read a question's constraints after its turn). Each
 * caller gets its own copy of the top level (the shopping flow widens a budget in place); what it
 * holds is shared and frozen.
 */
export function parseConstraintsOnce(
  question: string,
  vocabulary: Vocabulary,
  opts: { previous?: Need | null; targetPrice?: number | null; askedBudget?: Budget | null } = {},
): ShoppingConstraints {
  const key = JSON.stringify([question, opts.previous ?? null, opts.targetPrice ?? null, opts.askedBudget ?? null]);
  return {
    ...kept(constraintMemos, vocabulary, key, () =>
      parseConstraints(question, vocabulary, {
        ...opts,
        previous: opts.previous ? structuredClone(opts.previous) : opts.previous,
      }),
    ),
  };
}
