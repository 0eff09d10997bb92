/** Picture and voice handling loads on first use (or when idle after the chat painted). */
export const loadMedia = () => import('./media');
