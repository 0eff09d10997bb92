import { onQuestionDeleted } from '@/lib/deleted-questions';
import { i18n } from '@/lib/i18n';
import { fetchGuideText } from '../api/guide-text';
import { chatStore } from '../chat-instance';
import { createChatSession } from './chat-session';
import { forgetQuestion } from './forget-question';
import { refreshWelcome } from './welcome';

/** The /chatNext session over the page's one chat store (loaded after first paint). */
export const chatSession = createChatSession(chatStore);

// Only a loaded session has put stored questions in the store, so only it needs to forget one.
onQuestionDeleted((questionId) => forgetQuestion(chatStore, questionId));

// The greeting is the app's own words: a language switch greets again in the new language.
i18n.on('languageChanged', () => void refreshWelcome(chatStore, fetchGuideText));
