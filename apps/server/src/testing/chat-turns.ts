import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { createTestUser, type TestServer } from './harness';
import { postSse, type SseResult } from './sse-client';

/**
 * A new user's chat over real HTTP: each call asks one question, the first as a new chat and the
 * rest as follow-ups in it (POST /api/v2/chat).
 */
export async function newChat(s: TestServer): Promise<(question: string) => Promise<SseResult>> {
  const u = await createTestUser(s.app);
  let first = true;
  return async (question: string) => {
    const r = await postSse(s.baseUrl, CHAT_ENDPOINTS.chatV2, { question, is_new_chat: first }, u.headers);
    first = false;
    return r;
  };
}
