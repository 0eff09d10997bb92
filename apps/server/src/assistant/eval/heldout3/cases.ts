/**
 * The third held-out assistant eval set (the dev set), written without reading the engine:
 *   HELDOUT_CASES=apps/server/src/assistant/eval/heldout3/cases.ts npx tsx bench/assistant-eval-heldout.ts
 * Same fixed world as the first set (../heldout/setup.ts).
 */
export { HELDOUT3_SINGLES as HELDOUT_SINGLES } from './singles-more';
export { HELDOUT3_CONVERSATIONS as HELDOUT_CONVERSATIONS } from './conversations';
