/**
 * The assistant eval set: single questions and multi-turn conversations written the way people
 * ask a shopping assistant (budgets in every phrasing, brands in and out, malls, qualities,
 * everyday goods, flights, gifts, refusals, references to what was just shown). Each turn has
 * machine-checkable expectations (../check.ts). Run by bench/assistant-eval.ts, which reads
 * these exports; each family lives in its own file.
 */
export { SINGLES } from './set-singles';
export { CONVERSATIONS } from './set-conversations';
export { HELDOUT_SINGLES, HELDOUT_CONVERSATIONS } from './heldout';
export { FAMILY_SINGLES } from './family-singles';
export { FAMILY_CONVERSATIONS } from './family-conversations';
