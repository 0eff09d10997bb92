import type { HeldoutConversation } from '../heldout/setup';
import { CONVERSATIONS_A } from './conversations-a';
import { CONVERSATIONS_B } from './conversations-b';

/** Every conversation of the fourteenth held-out set, parts A and B. */
export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [...CONVERSATIONS_A, ...CONVERSATIONS_B];
