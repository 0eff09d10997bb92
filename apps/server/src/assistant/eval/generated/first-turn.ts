import { firstAskSingles } from './first-asks';
import { firstBrandSingles } from './first-brands';
import { firstPriceSingles } from './first-prices';
import { seeded } from './rng';
import type { GeneratedSingle } from './types';

/**
 * First questions of a new chat said every way a shopper says them (decision 077): each family
 * its own seed, so adding one leaves the others as they were.
 */
export function firstTurnSingles(seed: number): GeneratedSingle[] {
  return [...firstPriceSingles(seeded(seed)), ...firstBrandSingles(seeded(seed + 1)), ...firstAskSingles(seeded(seed + 2))];
}
