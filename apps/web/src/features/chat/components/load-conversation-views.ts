/**
 * The chunk of the message views, asked for after /chatNext's first paint. What else needs those
 * views (the share sheet, the shared-conversation page) is reached through it, so its modules
 * stay in the chunks they are in and nothing is added to the first screen.
 */
export const loadConversationViews = () => import('./conversation');
