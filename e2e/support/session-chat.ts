import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { newContext, nextPhone } from './browser';
import { ChatPage } from './pages';
import { apiLogin } from './screens';

/** The v1 session screens (/chat, /chat/new, /chat/{id}) as a user sees them. */
export class SessionChatPage {
  readonly chat: ChatPage;
  constructor(readonly page: Page) {
    this.chat = new ChatPage(page);
  }

  /** Opens a new session; with a question it is asked at once (the start-new-chat event). */
  async openNew(question?: string) {
    await this.page.goto(question ? `/chat/new?question=${encodeURIComponent(question)}` : '/chat/new');
  }

  /** Waits until the URL names a session (/chat/{id}) and returns the id. */
  async waitForSessionUrl(): Promise<string> {
    await this.page.waitForURL((url) => /^\/chat\/(?!new$)[^/]+$/.test(url.pathname), { timeout: 20_000 });
    return decodeURIComponent(new URL(this.page.url()).pathname.split('/').pop()!);
  }

  async openSession(id: string) {
    await this.page.goto(`/chat/${encodeURIComponent(id)}`);
  }

  heading() {
    return this.page.locator('h1');
  }
  /** A new session's starter questions (init_question): the suggestion chips of its welcome. */
  starterPrompts() {
    return this.page.getByTestId('welcome-message').getByTestId('suggestion');
  }
  notFound() {
    return this.page.getByTestId('session-not-found');
  }
  sessionItems() {
    return this.page.getByTestId('session-item');
  }
  answerText() {
    return this.chat.lastRobot().getByTestId('answer-text');
  }
  productCards() {
    return this.chat.lastRobot().getByTestId('product-card');
  }
}

/** A new user logged in through the API, with a context and a page on nothing yet. */
export async function sessionUser(browser: Browser, baseUrl: string, dataDir: string, device: BrowserContextOptions) {
  const user = await apiLogin(baseUrl, dataDir, nextPhone());
  const ctx = (await newContext(browser, baseUrl, device)) as BrowserContext & { errors: string[] };
  await user.attach(ctx);
  const page = await ctx.newPage();
  return { user, ctx, page, screen: new SessionChatPage(page) };
}

/** Console errors other than the 404 an unknown session answers with (that one is expected). */
export const unexpectedErrors = (errors: string[]) => errors.filter((e) => !/status of 404/.test(e));
