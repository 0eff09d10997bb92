import type { HeldoutConversation } from '../heldout/setup';
import { CONVERSATIONS_A } from './conversations-a';
import { CONVERSATIONS_B } from './conversations-b';

/** Conversations of the thirteenth held-out set, 3–5 turns each. Written blind: see cases.ts. */
export const HELDOUT_CONVERSATIONS: HeldoutConversation[] = [...CONVERSATIONS_A, ...CONVERSATIONS_B];
