/**
 * The second held-out assistant eval set (issue 19): the exports the held-out runner reads,
 *   HELDOUT_CASES=apps/server/src/assistant/eval/heldout2/cases.ts npx tsx bench/assistant-eval-heldout.ts
 * Same fixed world as the first set (../heldout/setup.ts).
 */
export { HELDOUT2_SINGLES as HELDOUT_SINGLES } from './singles';
export { HELDOUT2_CONVERSATIONS as HELDOUT_CONVERSATIONS } from './conversations';
