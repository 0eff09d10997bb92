import type { HeldoutSingle } from '../heldout/setup';
import { SINGLES_A } from './singles-a';
import { SINGLES_B } from './singles-b';
import { SINGLES_C } from './singles-c';
import { SINGLES_D } from './singles-d';

/** Every single question of the fourteenth held-out set, parts A to D. */
export const HELDOUT_SINGLES: HeldoutSingle[] = [...SINGLES_A, ...SINGLES_B, ...SINGLES_C, ...SINGLES_D];
