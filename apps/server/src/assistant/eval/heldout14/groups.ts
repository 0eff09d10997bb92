import type { Expectation } from '../check';
import type { HeldoutSingle } from '../heldout/setup';

/** Category groups a shopper's word can fairly mean (any of them satisfies the ask). */
export const HEADPHONES = 'anc-headphones|tws-earbuds';
export const WATCHES = 'smartwatches|wristwatches';
export const COMPUTERS = 'laptops|gaming-laptops';
export const CLEANERS = 'robot-vacuums|vacuum-cleaners';

/** One family's single questions, each `[question, expectation]`. */
export const family = (name: string, rows: Array<[string, Expectation]>): HeldoutSingle[] =>
  rows.map(([question, expect]) => ({ family: name, question, expect }));
