import type { CatalogProduct } from '../../modules/catalog/service';
import type { Vocabulary } from '../../modules/catalog/vocabulary';
import { readTurn, type Turn, type TurnContext } from './language/read-turn';

/** Readings kept per vocabulary (a vocabulary lives a minute); past this the least recently used go. */
export const TURN_MEMO_ENTRIES = 1_000;

/** Readings by vocabulary: a new vocabulary (the catalog re-read) starts with none. */
const memos = new WeakMap<Vocabulary, Map<string, Turn>>();

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
  let memo = memos.get(ctx.vocabulary);
  if (!memo) memos.set(ctx.vocabulary, (memo = new Map()));
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
  const kept = memo.get(key);
  if (kept) {
    memo.delete(key);
    memo.set(key, kept);
    return kept;
  }
  // Read against a copy of the state: a kept reading must not point into one answer's own state.
  const turn = freezeReading(readTurn(text, { ...ctx, state: structuredClone(ctx.state) }), sharedObjects(ctx.vocabulary));
  memo.set(key, turn);
  if (memo.size > TURN_MEMO_ENTRIES) memo.delete(memo.keys().next().value!);
  return turn;
}
