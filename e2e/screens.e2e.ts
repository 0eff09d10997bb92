import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { AxeBuilder } from '@axe-core/playwright';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DESKTOP, PHONE, launchBrowser, newContext, nextPhone } from './support/browser';
import { unexpectedErrors } from './support/session-chat';
import { FlightScreen, WishScreen, apiLogin, openStore, storedEvents, useScheme } from './support/screens';

const baseUrl = inject('baseUrl');
const dataDir = inject('dataDir');
const chromiumPath = inject('chromiumPath');
if (!baseUrl) console.warn('[skip] screens browser tests: no Chromium or no built web app');

const UNKNOWN_SESSION = '/chat/s_example';

/** Every route of spec section 2 (the chat and cloud-phone ones also have their own suites). */
const ROUTES = [
  '/',
  '/chat',
  '/chat/new',
  UNKNOWN_SESSION,
  '/chatNext?mode=text',
  '/cloudPhone',
  '/cloudPhoneNext',
  '/login',
  '/no/such/page',
  '/history',
  '/item-detail?id=p_000010',
  '/wish',
  '/flight',
  '/habits',
  '/articles/about',
  '/articles/privacy',
  '/articles/terms',
  '/agreement',
  '/agreement/detail',
  '/showcase',
  '/showcase/download',
  '/showcase/protocol',
  '/login/guide?pathname=%2Fwish&search=%3Fx%3D1',
  '/login/logged-in',
  '/register',
  '/registerResult',
];

describe.skipIf(!baseUrl)('every screen in Chromium', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser(chromiumPath);
  });
  afterAll(async () => browser?.close());

  for (const [device, opts] of [
    ['phone', PHONE],
    ['desktop', DESKTOP],
  ] as const) {
    for (const scheme of ['light', 'dark'] as const) {
      it(`${device}, ${scheme}: every screen renders a meaningful h1 with no console error`, async () => {
        const user = await apiLogin(baseUrl, dataDir, nextPhone());
        const ctx = await newContext(browser, baseUrl, { ...opts, colorScheme: scheme });
        await useScheme(ctx, scheme);
        await user.attach(ctx);
        const page = await ctx.newPage();
        for (const route of ROUTES) {
          await page.goto(route);
          const h1 = page.locator('h1').first();
          await expect
            .poll(async () => (await h1.isVisible()) && (await h1.innerText()).trim().length > 1, { timeout: 10_000 })
            .toBe(true);
          expect(await page.locator('h1').count(), route).toBe(1);
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(scheme === 'dark');
          if (route === UNKNOWN_SESSION) {
            // Its detail answers 404 (the expected console line); the page says so.
            await page.getByTestId('session-not-found').waitFor();
            ctx.errors.splice(0, ctx.errors.length, ...unexpectedErrors(ctx.errors));
          }
          expect(ctx.errors, route).toEqual([]);
        }
        await ctx.close();
      });
    }
  }

  it('English: the screens speak English when the language is en', async () => {
    const user = await apiLogin(baseUrl, dataDir, nextPhone());
    const ctx = await newContext(browser, baseUrl, PHONE);
    await ctx.addInitScript(() => {
      try {
        localStorage.setItem('locale', 'en');
      } catch {
        // about:blank has no storage.
      }
    });
    await user.attach(ctx);
    const page = await ctx.newPage();
    for (const [route, heading] of [
      ['/wish', 'Wish list'],
      ['/flight', 'Flights'],
      ['/habits', 'Shopping habits'],
      ['/history', 'History'],
      ['/articles/privacy', 'Privacy policy'],
      ['/showcase', 'A shopping assistant you can talk to'],
    ] as const) {
      await page.goto(route);
      await expect.poll(() => page.locator('h1').first().innerText(), { timeout: 10_000 }).toBe(heading);
    }
    expect(ctx.errors.join('\n')).toBe('');
    await ctx.close();
  });

  for (const scheme of ['light', 'dark'] as const) {
    it(`axe (${scheme}): no serious or critical violation on the screens`, async () => {
      const user = await apiLogin(baseUrl, dataDir, nextPhone());
      await user.call('/api/v2/wish/add', { product_id: 'p_000030', target_price: 1 });
      const ctx = await newContext(browser, baseUrl, { ...PHONE, colorScheme: scheme });
      await useScheme(ctx, scheme);
      await user.attach(ctx);
      const page = await ctx.newPage();
      const found: string[] = [];
      for (const route of ROUTES) {
        await page.goto(route);
        await expect.poll(() => page.locator('h1').first().isVisible(), { timeout: 10_000, message: route }).toBe(true);
        await page.waitForLoadState('networkidle');
        const { violations } = await new AxeBuilder({ page }).analyze();
        for (const v of violations.filter((x) => x.impact === 'serious' || x.impact === 'critical'))
          found.push(
            `${route} ${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
          );
      }
      expect(found.join('\n')).toBe('');
      await ctx.close();
    }, 150_000);
  }

  it('the price chart shows the catalog history of the product, lowest/average/current marked', async () => {
    const user = await apiLogin(baseUrl, dataDir, nextPhone());
    const { price_history: h, product } = (await user.call('/api/v2/item/detail', { id: 'p_000010' })).body.data;
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    await user.attach(ctx);
    const page = await ctx.newPage();
    await page.goto('/item-detail?id=p_000010');
    await expect.poll(() => page.getByTestId('price-line').getAttribute('data-points'), { timeout: 10_000 }).toBe('180');
    expect(Number(await page.getByTestId('marker-lowest').getAttribute('data-value'))).toBe(h.lowest);
    expect(Number(await page.getByTestId('marker-average').getAttribute('data-value'))).toBe(h.average);
    expect(Number(await page.getByTestId('marker-current').getAttribute('data-value'))).toBe(h.current);
    expect(await page.getByTestId('legend-lowest').innerText()).toContain(String(h.lowest));
    // Ask the assistant carries the product link (and its name, for the chip) to /chatNext.
    const ask = new URL((await page.getByTestId('ask-assistant').getAttribute('href'))!, baseUrl);
    expect(ask.pathname).toBe('/chatNext');
    expect(Object.fromEntries(ask.searchParams)).toEqual({
      card: '/item-detail?id=p_000010',
      target_price: '',
      card_title: product.title,
    });
    // Add to the wish list from the item page.
    await page.getByTestId('item-target').fill('9.9');
    await page.getByTestId('add-wish').click();
    await expect.poll(() => page.getByTestId('in-wish').isVisible(), { timeout: 10_000 }).toBe(true);
    const list = (await user.call('/api/v2/wish/list', {})).body.data.list;
    expect(list).toEqual([expect.objectContaining({ target_price: 9.9, product: expect.objectContaining({ id: 'p_000010' }) })]);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('a wish target edit persists across a reload and marks reached', async () => {
    const user = await apiLogin(baseUrl, dataDir, nextPhone());
    const added = (await user.call('/api/v2/wish/add', { product_id: 'p_000020', target_price: 1 })).body.data;
    const ctx = await newContext(browser, baseUrl, PHONE);
    await user.attach(ctx);
    const page = await ctx.newPage();
    const wish = new WishScreen(page);
    await page.goto('/wish');
    await expect.poll(() => wish.row('p_000020').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await wish.row('p_000020').getByTestId('wish-reached').getAttribute('data-reached')).toBe('false');
    await wish.setTarget('p_000020', String(added.product.price + 1));
    await page.reload();
    await expect
      .poll(() => wish.row('p_000020').getByTestId('wish-target').innerText(), { timeout: 10_000 })
      .toContain(String(added.product.price + 1));
    expect(await wish.row('p_000020').getByTestId('wish-reached').getAttribute('data-reached')).toBe('true');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('a flight search over a date range reaches at most 7 days and finds flights within them', async () => {
    const user = await apiLogin(baseUrl, dataDir, nextPhone());
    const db = openStore(dataDir);
    const first = db.prepare('select min(date) as d from flights').get() as { d: string };
    const route = db.prepare('select from_city, to_city from flights where date = ? limit 1').get(first.d) as {
      from_city: string;
      to_city: string;
    };
    db.close();
    const ctx = await newContext(browser, baseUrl, PHONE);
    await user.attach(ctx);
    const page = await ctx.newPage();
    const flight = new FlightScreen(page);
    await page.goto(`/flight?from=${encodeURIComponent(route.from_city)}&to=${encodeURIComponent(route.to_city)}`);
    // A first day tapped: only the days a 7-day range can reach stay tappable, and a note says so.
    await flight.startRange(0);
    expect(await flight.rangeReach().innerText()).toMatch(/^最多选择 7 天：结束日可选/);
    expect(await flight.enabledDays().count()).toBe(7);
    // Laid out as a calendar (its stylesheet loaded): the weekday header is one row of seven, and
    // every full week of days sits on one line, left to right, not stacked in a column.
    const weekdays = await page
      .locator('.adm-calendar-picker-view-mark-cell')
      .evaluateAll((cells) =>
        cells.map((c) => (c as HTMLElement).getBoundingClientRect()).map((r) => [Math.round(r.top), Math.round(r.left)]),
      );
    expect(weekdays).toHaveLength(7);
    expect(new Set(weekdays.map(([top]) => top)).size).toBe(1);
    expect(weekdays.every(([, left], i) => i === 0 || left! > weekdays[i - 1]![1]!)).toBe(true);
    const rows = await page
      .locator('.adm-calendar-picker-view-cell')
      .evaluateAll((cells) => cells.map((c) => Math.round((c as HTMLElement).getBoundingClientRect().top)));
    const perRow = [...rows.reduce((m, top) => m.set(top, (m.get(top) ?? 0) + 1), new Map<number, number>()).values()];
    expect(Math.max(...perRow)).toBe(7);
    await flight.enabledDays().nth(6).click();
    expect(await flight.rangeReach().count()).toBe(0);
    await flight.confirmAndSearch();
    // The default one-day search (today in China) may still be listed: wait for the range's days.
    const listedDays = async () =>
      [...new Set(await flight.rows().evaluateAll((rows) => rows.map((r) => (r as HTMLElement).dataset.date!)))].sort();
    await expect.poll(async () => (await listedDays()).length, { timeout: 10_000 }).toBeGreaterThan(1);
    const sorted = await listedDays();
    expect(sorted[0]! >= first.d).toBe(true);
    expect((Date.parse(sorted.at(-1)!) - Date.parse(first.d)) / 86_400_000).toBeLessThanOrEqual(6);
    expect(new URL(page.url()).searchParams.get('date_from')).toBe(first.d);
    // Sort by price: the list comes back cheapest first.
    await page.getByTestId('sort-price').click();
    await expect
      .poll(
        async () => {
          const prices = await flight.rows().evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.price)));
          return prices.length > 0 && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
        },
        { timeout: 10_000 },
      )
      .toBe(true);
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('events from a real Chromium session arrive in the store with the common properties', async () => {
    const since = Date.now();
    const user = await apiLogin(baseUrl, dataDir, nextPhone());
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    await user.attach(ctx);
    const page = await ctx.newPage();
    await page.goto('/showcase');
    await page.getByRole('link', { name: '产品协议' }).click();
    await page.waitForURL(/\/showcase\/protocol/);
    // The next line is a full page load, which would cancel an image GET still in flight.
    await expect
      .poll(
        () =>
          storedEvents(dataDir, since).some((e) => e.event === '$pageview' && e.properties.$url_path === '/showcase/protocol'),
        {
          timeout: 15_000,
        },
      )
      .toBe(true);
    const userLoaded = page.waitForResponse((r) => r.url().includes('/get_current_user'));
    await page.goto('/flight');
    await userLoaded;
    await page.getByTestId('mode-range').click();
    await expect
      .poll(() => storedEvents(dataDir, since).map((e) => e.event), { timeout: 15_000 })
      .toEqual(expect.arrayContaining(['$pageview', 'ListAppViewScreen']));
    const ua = await page.evaluate(() => navigator.userAgent);
    const device = await page.evaluate(() => localStorage.getItem('device_id'));
    const events = storedEvents(dataDir, since).filter((e) => e.distinct_id === device);
    expect(events.length).toBeGreaterThan(2);
    for (const e of events) {
      expect(e.properties).toMatchObject({ business: '社区业务', sub_business: '无', platForm: 'web', useragent: ua });
      expect(e.properties.device_id).toBe(e.distinct_id);
    }
    const version = events.find((e) => e.event === 'ListAppViewScreen')!;
    expect(version.properties).toMatchObject({ track_no: 'gw_app_version_check_001', button_name: ua });
    expect(events.filter((e) => e.event === '$pageview').map((e) => e.page)).toEqual(
      expect.arrayContaining(['/showcase', '/showcase/protocol', '/flight']),
    );
    // A data-track click: the spec's record (tag, text, page, type) under the brand's event name.
    await page.getByTestId('flight-search').click();
    await expect
      .poll(
        () => storedEvents(dataDir, since).find((e) => e.event === 'gw_flight_search' && e.distinct_id === device)?.properties,
        { timeout: 15_000 },
      )
      .toMatchObject({
        elTag: 'button',
        text: '查询航班',
        page: '/flight',
        type: 'sdk_analytics',
        platForm: 'web',
        // userid is the nickname once the current user is known.
        userid: user.nickname,
      });
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });

  it('malformed analytics payloads are rejected in zh-CN, and the report prints', async () => {
    const ctx = await newContext(browser, baseUrl, DESKTOP);
    const page = await ctx.newPage();
    await page.goto('/showcase');
    const results = await page.evaluate(async () => {
      const b64 = (v: unknown) => btoa(unescape(encodeURIComponent(JSON.stringify(v))));
      const send = async (body: string) => {
        const r = await fetch('/sa?project=default', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body,
        });
        return { status: r.status, msg: ((await r.json()) as { error_msg?: string }).error_msg ?? '' };
      };
      return [
        await send('data=%%%not-base64'),
        await send(`data=${encodeURIComponent(b64({ type: 'track', event: '1bad', distinct_id: 'd', properties: {} }))}`),
        await send(`data=${encodeURIComponent(b64({ type: 'track', event: 'time', distinct_id: 'd', properties: {} }))}`),
        await send(
          `data_list=${encodeURIComponent(b64([{ type: 'track', event: 'ok', distinct_id: 'd', properties: { $referrer: 'x'.repeat(201) } }]))}`,
        ),
      ];
    });
    expect(results.map((r) => r.status)).toEqual([400, 400, 400, 400]);
    expect(results[1]!.msg).toContain('须以字母、下划线或 $ 开头');
    expect(results[2]!.msg).toContain('保留字');
    expect(results[3]!.msg).toContain('最多 200 个字符');
    await ctx.close();
    const root = path.resolve(import.meta.dirname, '..');
    const out = execFileSync(path.join(root, 'node_modules/.bin/tsx'), ['apps/server/src/modules/analytics/report-cli.ts', '7'], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' },
      encoding: 'utf8',
    });
    expect(out).toContain('每日事件数');
    expect(out).toContain('$pageview');
    expect(out).toContain('/flight');
  });

  it('deleting a chat on /history asks first, and the chat stays gone after a reload', async () => {
    const user = await apiLogin(baseUrl, dataDir, nextPhone());
    // A v1 question, read to the end of its stream so the answer is stored (not still outputting).
    const asked = await fetch(`${baseUrl}/api/v1/chat`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}` },
      body: JSON.stringify({ question: '推荐一款降噪耳机' }),
    });
    expect(asked.status).toBe(200);
    await asked.text();
    const listed = (await user.call('/api/v1/history_chat', {})).body.data;
    expect(listed.total).toBe(1);
    const sessionId = listed.list[0].session_id as string;

    const ctx = await newContext(browser, baseUrl, PHONE);
    await user.attach(ctx);
    const page = await ctx.newPage();
    await page.goto('/history');
    const rows = page.getByTestId('history-item');
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(1);
    await page.getByTestId('history-delete').click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.isVisible(), { timeout: 10_000 }).toBe(true);
    const deleted = page.waitForResponse((r) => r.url().includes('/api/v1/delete_chat'));
    await dialog.getByRole('button', { name: '删除', exact: true }).click();
    expect((await deleted).status()).toBe(200);
    await expect.poll(() => rows.count(), { timeout: 10_000 }).toBe(0);
    await page.reload();
    await expect.poll(() => page.getByText('还没有会话，去和助手聊聊吧').isVisible(), { timeout: 10_000 }).toBe(true);
    expect(await rows.count()).toBe(0);
    expect((await user.call('/api/v1/history_chat_detail', { session_id: sessionId })).body.error_msg).toBe('该会话不存在');
    expect(ctx.errors).toEqual([]);
    await ctx.close();
  });
});
