import { onQuestionDeleted } from '@/lib/deleted-questions';
import { chatStore } from '../chat-instance';
import { createChatSession } from './chat-session';
import { forgetQuestion } from './forget-question';

/** The /chatNext session over the page's one chat store (loaded after first paint). */
export const chatSession = createChatSession(chatStore);

// Only a loaded session has put stored questions in the store, so only it needs to forget one.
onQuestionDeleted((questionId) => forgetQuestion(chatStore, questionId));
