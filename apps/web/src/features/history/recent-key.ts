/** The sidebar key of the entry a chat screen shows (zod-free: chat routes import it on the first screen). */
export const recentKey = {
  question: (questionId: string) => `q:${questionId}`,
  session: (sessionId: string) => `s:${sessionId}`,
};
