/**
 * The fifteenth held-out set of the shopping assistant (issue 19). HEADER TO BE WRITTEN.
 */
import type { HeldoutConversation, HeldoutSingle } from '../heldout/setup';
import { CONVERSATIONS_A } from './conversations-a';
import { CONVERSATIONS_B } from './conversations-b';
import { CONVERSATIONS_C } from './conversations-c';
import { SINGLES_A } from './singles-a';
import { SINGLES_B } from './singles-b';
import { SINGLES_C } from './singles-c';
import { SINGLES_D } from './singles-d';
import { SINGLES_E } from './singles-e';

export const HELDOUT_SINGLES: HeldoutSingle[] = [...SINGLES_A, ...SINGLES_B, ...SINGLES_C, ...SINGLES_D, ...SINGLES_E];

export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [...CONVERSATIONS_A, ...CONVERSATIONS_B, ...CONVERSATIONS_C];
