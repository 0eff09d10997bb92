import type { HeldoutSingle } from '../heldout/setup';
import { SINGLES_A } from './singles-a';
import { SINGLES_B } from './singles-b';
import { SINGLES_C } from './singles-c';
import { SINGLES_D } from './singles-d';

/** Single questions of the thirteenth held-out set, each the first question of a new chat. Written blind: see cases.ts. */
export const HELDOUT_SINGLES: HeldoutSingle[] = [...SINGLES_A, ...SINGLES_B, ...SINGLES_C, ...SINGLES_D];
