import path from 'node:path';
import Database from 'better-sqlite3';
import type { BrowserContext, Page } from 'playwright-core';
import { readSmsCode } from './browser';

/** Logs a fresh phone in over the API and gives the browser context its session cookie. */
export async function apiLogin(baseUrl: string, dataDir: string, phone: string) {
  const post = async (url: string, body: unknown, token?: string) => {
    const res = await fetch(baseUrl + url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: (await res.json()) as { data?: any; error_msg?: string } };
  };
  await post('/api/user/captcha', { phone });
  const code = await readSmsCode(dataDir, phone);
  const login = await post('/api/user/quickLogin', { phone, code });
  const token = login.body.data.token as string;
  const nickname = login.body.data.user.nickname as string;
  return {
    token,
    nickname,
    call: (url: string, body: unknown) => post(url, body, token),
    /** Asks on /chatNext (`v2`) or in a new v1 session and reads the stream to its end, so the answer is stored. */
    async ask(question: string, api: 'v1' | 'v2' = 'v2') {
      const res = await fetch(`${baseUrl}/api/${api}/chat`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
        body: JSON.stringify({ question }),
      });
      if (res.status !== 200) throw new Error(`asking ${question} on ${api} failed: ${res.status}`);
      await res.text();
    },
    async attach(ctx: BrowserContext) {
      await ctx.addCookies([{ name: 'accessToken', value: token, url: baseUrl }]);
    },
  };
}

/** Chooses the colour scheme before any script runs (the key the app reads, spec section 1). */
export async function useScheme(ctx: BrowserContext, scheme: 'light' | 'dark') {
  await ctx.addInitScript((s) => {
    try {
      localStorage.setItem('vueuse-color-scheme', s);
    } catch {
      // about:blank and other opaque origins have no storage.
    }
  }, scheme);
}

/** Read-only view of the server's SQLite file (analytics rows, flight schedule). */
export function openStore(dataDir: string) {
  return new Database(path.join(dataDir, 'app.db'), { readonly: true, fileMustExist: true });
}

export interface StoredEvent {
  event: string;
  distinct_id: string;
  page: string | null;
  properties: Record<string, unknown>;
}

export function storedEvents(dataDir: string, since: number): StoredEvent[] {
  const db = openStore(dataDir);
  try {
    const rows = db
      .prepare('select event, distinct_id, page, properties from analytics_events where received_at >= ? order by id')
      .all(since) as Array<{ event: string; distinct_id: string; page: string | null; properties: string }>;
    return rows.map((r) => ({ ...r, properties: JSON.parse(r.properties) as Record<string, unknown> }));
  } finally {
    db.close();
  }
}

/** The /flight screen. */
export class FlightScreen {
  constructor(private readonly page: Page) {}
  enabledDays() {
    // Padding cells before the 1st of a month are empty (no day number) and never visible.
    return this.page
      .locator('.adm-calendar-picker-view-cell:not(.adm-calendar-picker-view-cell-disabled)')
      .filter({ hasText: /\d/ });
  }
  /** Opens the range calendar and taps its `index`-th bookable day as the first day. */
  async startRange(index = 0) {
    await this.page.getByTestId('mode-range').click();
    await this.enabledDays().nth(index).click();
    await this.rangeReach().waitFor();
  }
  /** The note of a started range: how far it can reach. */
  rangeReach() {
    return this.page.getByTestId('range-reach');
  }
  async confirmAndSearch() {
    await this.page.getByTestId('range-confirm').click();
    await this.page.getByTestId('flight-search').click();
  }
  rows() {
    return this.page.getByTestId('flight-row');
  }
}

/** The /wish screen. */
export class WishScreen {
  constructor(private readonly page: Page) {}
  row(productId: string) {
    return this.page.locator(`[data-testid="wish-row"][data-product-id="${productId}"]`);
  }
  async setTarget(productId: string, value: string) {
    const row = this.row(productId);
    await row.getByTestId('wish-edit').click();
    await row.getByTestId('wish-target-input').fill(value);
    await row.getByTestId('wish-target-save').click();
  }
}
