import type { Expectation } from '../check';
import type { HeldoutSingle } from '../heldout/setup';

/** Category groups a shopper's word can fairly mean (any of them is a right answer). */
export const HEADPHONES = 'anc-headphones|tws-earbuds';
export const NOTEBOOKS = 'laptops|gaming-laptops';
export const WATCHES = 'smartwatches|wristwatches';

/** Rows of one family, in the order written. */
export const family = (name: string, rows: Array<[string, Expectation]>): HeldoutSingle[] =>
  rows.map(([question, expect]) => ({ family: name, question, expect }));
