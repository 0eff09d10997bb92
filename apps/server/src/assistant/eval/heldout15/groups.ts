import type { Expectation } from '../check';
import type { HeldoutSingle } from '../heldout/setup';

/** Category groups a shopper's word spans (耳机 is either kind, 电脑 any computer). */
export const HEADPHONES = 'anc-headphones|tws-earbuds';
export const COMPUTERS = 'laptops|gaming-laptops|desktops';
export const NOTEBOOKS = 'laptops|gaming-laptops';
export const SHOES = 'running-shoes|sneakers|hiking-shoes';
export const MASSAGERS = 'neck-massagers|eye-massagers|massage-guns|massage-chairs';
export const DRIVES = 'ssd|storage-drives';
export const CAMERAS = 'cameras|action-cameras';
export const WATCHES = 'smartwatches|wristwatches';
export const CHARGERS = 'chargers|car-chargers';
export const BAGS = 'backpacks|school-bags|handbags';

/** Rows of one family, each asked as the first question of a new chat. */
export const family = (name: string, rows: Array<[string, Expectation]>): HeldoutSingle[] =>
  rows.map(([question, expect]) => ({ family: name, question, expect }));
