/**
 * The fourth held-out assistant eval set (the final set), written without reading the engine:
 *   HELDOUT_CASES=apps/server/src/assistant/eval/heldout4/cases.ts npx tsx bench/assistant-eval-heldout.ts
 * Same fixed world as the first set (../heldout/setup.ts).
 */
export { HELDOUT4_SINGLES as HELDOUT_SINGLES } from './singles-more';
export { HELDOUT4_CONVERSATIONS as HELDOUT_CONVERSATIONS } from './conversations';
