import { CHAT_ENDPOINTS } from '@app/protocol/chat';
import { wishService } from '#server/modules/wish/service';
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

/** A new user's chat as newChat, with `wished()`: the ids on that user's wish list. */
export async function chatWithWishes(s: TestServer): Promise<{
  say: (question: string) => Promise<SseResult>;
  wished: () => Promise<string[]>;
}> {
  const u = await createTestUser(s.app);
  let first = true;
  const say = async (question: string) => {
    const r = await postSse(s.baseUrl, CHAT_ENDPOINTS.chatV2, { question, is_new_chat: first }, u.headers);
    first = false;
    return r;
  };
  const wished = async () => (await wishService(s.app.ctx.db, s.app.ctx.now).list(u.userId)).map((w) => w.product.id);
  return { say, wished };
}
