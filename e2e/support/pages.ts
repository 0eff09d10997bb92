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
  userMessages() {
    return this.page.getByTestId('user-message');
  }
  lastUser() {
    return this.userMessages().last();
  }

  /** Opens /chatNext and waits for its history and welcome to be on screen. */
  async open(query = '') {
    await this.page.goto(`/chatNext${query}`);
    await this.page.getByTestId('welcome-message').waitFor({ timeout: 15_000 });
  }

  /** Waits until the last answer has settled; returns its status. */
  async settled(timeoutMs = 30_000): Promise<string> {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const status = (await this.lastRobot().getAttribute('data-status')) ?? '';
      if (['finish', 'error', 'cancel'].includes(status)) return status;
      if (Date.now() > until) throw new Error(`the last answer is still ${status}`);
      await this.page.waitForTimeout(100);
    }
  }

  /**
   * Holds the talk button for `holdMs`, optionally sliding `slideUpPx` up before letting go;
   * `whileHeld` runs (within the hold) once the recording overlay is up.
   */
  async holdToTalk(holdMs: number, slideUpPx = 0, whileHeld?: () => Promise<void>) {
    const box = await this.page.getByTestId('voice-hold').boundingBox();
    if (!box) throw new Error('no hold-to-talk button');
    const x = box.x + box.width / 2;
    const y = box.y + box.height / 2;
    await this.page.mouse.move(x, y);
    await this.page.mouse.down();
    await this.page.getByTestId('voice-overlay').waitFor();
    const heldAt = Date.now();
    await whileHeld?.();
    await this.page.waitForTimeout(Math.max(0, holdMs - (Date.now() - heldAt)));
    if (slideUpPx) await this.page.mouse.move(x, y - slideUpPx, { steps: 4 });
    await this.page.mouse.up();
  }

  /** A desktop opens /chatNext with the keyboard: switch to hold-to-talk when needed. */
  async useVoice() {
    const toggle = this.page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if (await this.input().isVisible()) await toggle.click();
    await this.page.getByTestId('voice-hold').waitFor();
  }

  /** A phone opens /chatNext in voice mode (hold to talk): switch to the keyboard when needed. */
  async useKeyboard() {
    const toggle = this.page.getByTestId('mode-toggle');
    await toggle.waitFor();
    if (await this.page.getByTestId('voice-hold').isVisible()) await toggle.click();
    await this.input().waitFor();
  }

  async ask(question: string) {
    await this.useKeyboard();
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
  async choose(
    testId: 'theme-light' | 'theme-dark' | 'theme-auto' | 'logout-item' | 'language-toggle' | 'menu-history',
  ) {
    await this.page.getByTestId('header-menu-button').click();
    await this.page.getByTestId(testId).click();
  }
}

/** /chatNext's share sheet (分享) and the public page its link opens. */
export class SharePage {
  constructor(private readonly page: Page) {}

  /** Opens the sheet from the toolbar and confirms; returns the link once it has been made. */
  async create(): Promise<string> {
    await this.page.getByTestId('share-chat').click();
    await this.page.getByTestId('share-confirm').click();
    const link = this.page.getByTestId('share-link');
    await link.waitFor({ timeout: 15_000 });
    return link.inputValue();
  }

  async revoke() {
    await this.page.getByTestId('share-revoke').click();
    await this.page.locator('[data-testid="share-link"][data-revoked]').waitFor();
  }

  /** 我的分享 in the open sheet, newest first: each link's token, title and state (active or revoked). */
  async listed(): Promise<Array<{ token: string; title: string; state: string }>> {
    const rows = this.page.getByTestId('my-share');
    await rows.first().waitFor({ timeout: 15_000 });
    return rows.evaluateAll((els) =>
      els.map((el) => ({
        token: el.getAttribute('data-token') ?? '',
        title: el.querySelector('[data-testid="my-share-title"]')?.textContent ?? '',
        state: el.querySelector('[data-testid="my-share-state"]')?.textContent ?? '',
      })),
    );
  }

  private listedRow(link: string) {
    return this.page.locator(`[data-testid="my-share"][data-token="${link.split('/').pop()}"]`);
  }

  /** Copies a link from 我的分享. */
  async copyListed(link: string) {
    await this.listedRow(link).getByTestId('my-share-copy').click();
  }

  /** Revokes a link from 我的分享 and waits until its row says so. */
  async revokeListed(link: string) {
    const row = this.listedRow(link);
    await row.getByTestId('my-share-revoke').click();
    await row.and(this.page.locator('[data-state="revoked"]')).waitFor();
  }

  /** The public page: waits until it shows the conversation or a state instead of it. */
  async open(url: string) {
    await this.page.goto(url);
    await this.page.locator('[data-testid="shared-messages"], [data-testid="shared-state"]').first().waitFor({ timeout: 15_000 });
  }
}
