import type { Expectation } from '../check';

/**
 * The held-out eval's fixed world: the request time (Friday 18 September 2026, noon in
 * Shanghai, so 中秋 is 25 September and 国庆 1 October, both within the 60 flight days) and
 * the catalog size a production server generates by default.
 */
export const HELDOUT_NOW = Date.parse('2026-09-18T04:00:00Z');
export const HELDOUT_TODAY = '2026-09-18';
export const HELDOUT_PRODUCTS = 5000;

export interface HeldoutSingle {
  family: string;
  question: string;
  expect: Expectation;
}

export interface HeldoutConversation {
  family: string;
  turns: Array<[string, Expectation]>;
}
