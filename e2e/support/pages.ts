import type { Page } from 'playwright-core';
import { readSmsCode } from './browser';

/** Page objects: tests speak in user actions, selectors live here. */
export class LoginPage {
  constructor(private readonly page: Page) {}

  async open(redirect?: string) {
    await this.page.goto(redirect ? `/login?redirect=${encodeURIComponent(redirect)}` : '/login');
  }

  /** Phone + SMS code, reading the code from the server's outbox file. */
  async loginWithSms(dataDir: string, phone: string) {
    await this.page.getByTestId('login-phone').fill(phone);
    await this.page.getByTestId('send-code').click();
    const code = await readSmsCode(dataDir, phone);
    await this.page.getByTestId('login-code').fill(code);
    await this.page.getByTestId('login-submit').click();
  }
}

export class ChatPage {
  constructor(private readonly page: Page) {}

  input() {
    return this.page.getByTestId('chat-input');
  }
  robotMessages() {
    return this.page.getByTestId('robot-message');
  }
  lastRobot() {
    return this.robotMessages().last();
  }

  async ask(question: string) {
    await this.input().fill(question);
    await this.page.getByTestId('send-button').click();
  }

  /** Samples the last answer's text on every animation frame until it finishes. */
  async sampleAnswerGrowth(timeoutMs = 30_000): Promise<{ lengths: number[]; status: string }> {
    return this.page.evaluate(async (timeout) => {
      const lengths: number[] = [];
      const started = performance.now();
      let status = '';
      while (performance.now() - started < timeout) {
        await new Promise((r) => requestAnimationFrame(() => r(null)));
        const all = document.querySelectorAll('[data-testid="robot-message"]');
        const last = all[all.length - 1] as HTMLElement | undefined;
        if (!last) continue;
        status = last.dataset.status ?? '';
        const answer = last.querySelector('[data-testid="answer-text"]') as HTMLElement | null;
        const len = (answer?.innerText ?? '').length;
        if (lengths.length === 0 || lengths[lengths.length - 1] !== len) lengths.push(len);
        if (status === 'finish' || status === 'error' || status === 'cancel') break;
      }
      return { lengths, status };
    }, timeoutMs);
  }
}

export class HeaderMenu {
  constructor(private readonly page: Page) {}
  async choose(testId: 'theme-toggle' | 'logout-item' | 'language-toggle') {
    await this.page.getByTestId('header-menu-button').click();
    await this.page.getByTestId(testId).click();
  }
}
