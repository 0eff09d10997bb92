/**
 * Chat limits a client needs before any schema loads (the question box's maxLength on the first
 * screen). `chat.ts` validates with the same number; `chat-limits.test.ts` keeps them equal.
 */
export const QUESTION_MAX_CHARS = 2000;
