/**
 * Chat limits a client needs before any schema loads (the question box's maxLength on the first
 * screen). `chat.ts` validates with this number.
 */
export const QUESTION_MAX_CHARS = 2000;
