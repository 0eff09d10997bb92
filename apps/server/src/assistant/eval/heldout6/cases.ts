/**
 * The sixth held-out assistant eval set, written blind: without reading the engine, its word
 * lists, the bench scripts or any earlier set's questions; only the Expectation semantics
 * (../check.ts), the held-out setup and satisfiability check (../heldout/), the seeded catalog
 * (db/seed: categories, brands, specs, malls, cities, flights) and the product spec. Questions are
 * typed the way Chinese shoppers type on a phone: colloquial, unpunctuated, brands in any case or
 * script, budgets in every spoken form. Every expectation was checked against the seeded catalog
 * (../heldout-sets.test.ts), never against the engine.
 *   HELDOUT_CASES=apps/server/src/assistant/eval/heldout6/cases.ts npx tsx bench/assistant-eval-heldout.ts
 * Same fixed world as the first set (../heldout/setup.ts): request day Friday 2026-09-18, noon
 * in Shanghai. 230 singles, 36 conversations (118 turns); 99 of the catalog's 153 categories.
 *
 * First run: (not yet run)
 */
export { HELDOUT6_SINGLES as HELDOUT_SINGLES } from './singles';
export { HELDOUT6_CONVERSATIONS as HELDOUT_CONVERSATIONS } from './conversations';
