import type { FollowUpReading } from '../dialogue/registry';
import type { Intent } from './intent';

/**
 * What a turn does to the conversation (decision 032). The act decides which slots of the
 * conversation state the turn keeps; see the table in docs/decisions/032-one-read-turn.md.
 */
export type DialogueAct =
  | 'new-need'
  | 'refinement'
  | 'relaxation'
  | 'recall'
  | 'reference'
  | 'comparison'
  | 'price-question'
  | 'wish-action'
  | 'flight'
  | 'flight-follow-up'
  | 'vague'
  | 'small-talk'
  | 'after-sales'
  | 'out-of-scope'
  | 'risk'
  | 'media';

/** Questions that never continue an earlier turn (a refusal, an empty ask, a picture, a voice). */
export const ON_ITS_OWN = new Set<Intent>([
  'empty',
  'risk',
  'voice',
  'image',
  'wish_show',
  'identity',
  'capability',
  'greeting',
  'thanks',
  'small_talk',
  'unsupported',
  'after_sales',
]);

/** The act of a question read on its own, by intent. */
const ACT_OF_INTENT: Record<Intent, DialogueAct> = {
  empty: 'media',
  voice: 'media',
  image: 'media',
  risk: 'risk',
  cloud_phone: 'out-of-scope',
  wish_show: 'wish-action',
  wish_remove: 'wish-action',
  wish_target: 'wish-action',
  wish_add: 'wish-action',
  flight: 'flight',
  compare: 'comparison',
  price: 'price-question',
  product: 'price-question',
  identity: 'small-talk',
  capability: 'small-talk',
  greeting: 'small-talk',
  thanks: 'small-talk',
  small_talk: 'small-talk',
  unsupported: 'out-of-scope',
  after_sales: 'after-sales',
  gift: 'vague',
  kit: 'new-need',
  missing_context: 'reference',
  shopping: 'new-need',
};

/** The act of a follow-up, by what read it. */
const ACT_OF_READING: Record<FollowUpReading['kind'], (r: FollowUpReading) => DialogueAct> = {
  'product-reference': (r) =>
    r.intent === 'wish_add' || r.intent === 'wish_target' ? 'wish-action' : r.intent === 'compare' ? 'comparison' : 'reference',
  // 有白色吗 about the product talked about (decision 082): a question about it, like 第二个怎么样.
  'product-colour': () => 'reference',
  'flight-follow-up': () => 'flight-follow-up',
  'list-recall': () => 'recall',
  'shopping-refinement': (r) => (r.refinement?.relaxes ? 'relaxation' : 'refinement'),
};

export function actOf(intent: Intent, reading: FollowUpReading | null): DialogueAct {
  return reading ? ACT_OF_READING[reading.kind](reading) : ACT_OF_INTENT[intent];
}
