import { chatStore } from '../chat-instance';
import { createChatSession } from './chat-session';

/** The /chatNext session over the page's one chat store (loaded after first paint). */
export const chatSession = createChatSession(chatStore);
