import type { APIRequestContext, BrowserContext } from 'playwright-core';

/** A stored v2 history item, as much as the tests read of it. */
export interface StoredAnswer {
  question_id: string;
  question: string;
  assess: number | null;
  question_img?: string | null;
  question_voice?: string | null;
  answer_info: { answer: { message: string }; answer_status: number };
}

/**
 * The server's API with the logged-in user's token, for arranging data (questions asked
 * beforehand) and checking what was stored. The UI under test never goes through here.
 */
export class ChatApi {
  private constructor(
    private readonly request: APIRequestContext,
    private readonly token: string,
  ) {}

  static async of(ctx: BrowserContext): Promise<ChatApi> {
    const token = (await ctx.cookies()).find((c) => c.name === 'accessToken')?.value;
    if (!token) throw new Error('not logged in: no accessToken cookie');
    return new ChatApi(ctx.request, token);
  }

  private headers() {
    return { Authorization: `Bearer ${this.token}`, 'Content-Type': 'application/json' };
  }

  /** Asks a question and reads its whole stream, so the answer is stored. */
  async ask(question: string): Promise<void> {
    const res = await this.request.post('/api/v2/chat', { headers: this.headers(), data: { question }, timeout: 60_000 });
    if (!res.ok()) throw new Error(`chat failed: ${res.status()}`);
    await res.body();
  }

  /** The latest stored questions, oldest first. */
  async history(limit = 10): Promise<StoredAnswer[]> {
    const res = await this.request.post('/api/v2/history_chat_list', { headers: this.headers(), data: { limit } });
    const body = (await res.json()) as { data: { chat_history_detail_list: StoredAnswer[] } };
    return body.data.chat_history_detail_list;
  }

  async latest(): Promise<StoredAnswer> {
    const list = await this.history(1);
    if (!list[0]) throw new Error('no stored answer');
    return list[0];
  }
}
