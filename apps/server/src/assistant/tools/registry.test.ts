import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addDays, chinaDay } from '@app/protocol/days';
import { TEST_DATABASE_URL, createTestUser, startTestServer, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { catalogService } from '../../modules/catalog/service';
import { CLOUD_PHONE_UNAVAILABLE } from './cloud-phone-tools';
import {
  ENGINE_TOOL_LIST,
  executeToolCall,
  functionSpecs,
  prepareToolCall,
  prepareTypedCall,
  TOOLS_BY_NAME,
  type PreparedCall,
  type ToolArgs,
  type ToolCallOutcome,
  type ToolName,
} from './registry';
import { defineTool, type ToolResult, type ToolRunContext } from './types';

const postgres = hasPostgres('assistant tools on PostgreSQL');

let s: TestServer;
let run: ToolRunContext;

const ok = <R extends ToolResult>(p: PreparedCall<R>) => {
  if (!p.ok) throw new Error(`expected a valid call, got: ${p.error}`);
  return p;
};

/**
 * Validates and runs a call the way the embedded engine does, typed by the tool; every successful
 * result must also match the tool's declared result schema (what callers' types promise).
 */
async function call<K extends ToolName>(name: K, args: ToolArgs<K>, as: ToolRunContext = run) {
  const prepared = ok(await prepareTypedCall(name, args, as));
  const outcome = await executeToolCall(prepared, as);
  if (outcome.ok) expect(TOOLS_BY_NAME[name].result.safeParse(outcome.result).error).toBeUndefined();
  return { query: prepared.query, ...outcome };
}

/** The result of a call that must have succeeded. */
const succeeded = <R extends ToolResult>(r: ToolCallOutcome<R>): R => {
  if (!r.ok) throw new Error(`expected the call to succeed, got: ${r.result.error}`);
  return r.result;
};

/** The same tables on SQLite and, when configured, PostgreSQL: the tools' SQL must mean the same on both. */
function toolSuites(label: string, startServer: () => Promise<TestServer>, skip = false) {
  describe.skipIf(skip)(`assistant tools (${label})`, () => {
    beforeAll(async () => {
      s = await startServer();
      run = { ctx: s.app.ctx, userId: (await createTestUser(s.app)).userId, signal: new AbortController().signal };
    });
    afterAll(async () => s?.close());

    describe('tool registry', () => {
      it('declares every tool as a function with a Chinese description and a JSON-schema object', () => {
        const specs = functionSpecs();
        expect(specs.map((f) => f.name).sort()).toEqual([
          'add_to_wishlist',
          'compare_products',
          'flight_schedule',
          'get_product',
          'price_history',
          'remove_from_wishlist',
          'search_flights',
          'search_guides',
          'search_products',
          'show_wishlist',
          'start_cloud_phone_task',
        ]);
        for (const f of specs) {
          expect(f.description).toMatch(/[\u4e00-\u9fff]/);
          expect(f.parameters).toMatchObject({ type: 'object' });
          expect(f.parameters).not.toHaveProperty('$schema');
        }
        const compare = specs.find((f) => f.name === 'compare_products')!.parameters as any;
        expect(compare.required).toEqual(['product_ids']);
        expect(compare.properties.product_ids).toMatchObject({ type: 'array', minItems: 2, maxItems: 4 });
      });

      const today = chinaDay(Date.now());
      it.each<[string, string, RegExp]>([
        ['no_such_tool', '{}', /没有名为 no_such_tool 的工具/],
        ['search_products', '{"query":', /不是有效的 JSON/],
        ['search_products', '[1,2]', /参数有误/],
        ['search_products', '{}', /query、category、brand 至少填一个/],
        ['search_products', '{"query":"耳机","min_price":500,"max_price":100}', /min_price：min_price 不能大于 max_price/],
        ['search_products', '{"query":"耳机","limit":50}', /limit/],
        ['get_product', '{}', /product_id/],
        ['compare_products', '{"product_ids":["p_000001"]}', /product_ids/],
        ['compare_products', '{"product_ids":["p_000001","p_000001"]}', /商品 id 不能重复/],
        ['search_flights', `{"from_city":"北京","to_city":"上海","date":"明天"}`, /日期格式应为 YYYY-MM-DD/],
        ['search_flights', `{"from_city":"北京","to_city":"北京","date":"${today}"}`, /出发城市和到达城市不能相同/],
        [
          'search_flights',
          `{"from_city":"北京","to_city":"上海","date":"${today}","end_date":"${addDays(today, -1)}"}`,
          /end_date/,
        ],
        [
          'search_flights',
          `{"from_city":"北京","to_city":"上海","date":"${today}","end_date":"${addDays(today, 20)}"}`,
          /最多 14 天/,
        ],
        ['add_to_wishlist', '{"product_id":"p_000001","target_price":-5}', /target_price/],
        ['remove_from_wishlist', '{}', /product_id/],
        ['start_cloud_phone_task', '{}', /task/],
      ])('%s(%s) is refused with a message for the model', async (name, raw, message) => {
        const prepared = await prepareToolCall(name, raw, run);
        expect(prepared.ok).toBe(false);
        if (!prepared.ok) expect(prepared.error).toMatch(message);
      });

      it.each<[string, string]>([
        ['show_wishlist', ''],
        ['show_wishlist', '{}'],
        ['search_products', '{"query":"耳机","brand":null,"mall":null}'],
      ])('%s(%j) is accepted (empty arguments, nulls for omitted fields)', async (name, raw) => {
        expect((await prepareToolCall(name, raw, run)).ok).toBe(true);
      });

      it('a tool that throws becomes an error result for the model, not an exception', async () => {
        const broken = defineTool({
          name: 'broken',
          description: '测试用',
          parameters: z.object({}),
          result: z.object({}),
          describe: () => ({ query: 'broken', keywords: [] }),
          execute: async () => {
            throw new Error('database is down');
          },
        });
        const prepared = ok(await prepareToolCall('broken', '{}', run, { broken }));
        const outcome = await executeToolCall(prepared, run);
        expect(outcome).toEqual({ ok: false, result: { error: 'broken 暂时无法使用，请换个方式回答用户' }, material: {} });
      });
    });

    describe('product tools on the seeded catalog', () => {
      it('search_products filters by category and budget and returns cards for the same products', async () => {
        const r = await call('search_products', { query: '降噪', category: '耳机', max_price: 2000, sort: 'price_asc' });
        const { products } = succeeded(r);
        expect(products.length).toBeGreaterThan(0);
        expect(products.every((p) => p.price <= 2000 && /耳机/.test(p.category ?? ''))).toBe(true);
        expect(products.map((p) => p.price)).toEqual([...products.map((p) => p.price)].sort((a, b) => a - b));
        expect(r.material.productCards!.map((c) => c.id)).toEqual(products.map((p) => p.id));
        expect(r.query).toEqual({ query: '降噪 耳机 2000元以内', keywords: ['降噪', '耳机', '2000元以内'] });
      });

      it('search_products turns an unknown brand into a search word instead of an empty filter', async () => {
        const r = await call('search_products', { category: '耳机', brand: '不存在的牌子', limit: 3 });
        expect(r.ok).toBe(true);
        expect(r.result).toMatchObject({ count: 0, note: expect.stringContaining('没有找到') });
        const known = await call('search_products', { category: '耳机', limit: 3 });
        const brand = succeeded(known).products[0]!.brand!;
        const byBrand = await call('search_products', { category: '耳机', brand });
        expect(succeeded(byBrand).products.every((p) => p.brand === brand)).toBe(true);
      });

      it('recommend_products takes the constraints a turn read and returns picks within them, with its search line and guides', async () => {
        const vocabulary = await catalogService(run.ctx.db).vocabulary();
        const headphones = vocabulary.matchCategories('降噪耳机').categories;
        const r = await call('recommend_products', {
          categories: headphones,
          brands: [],
          excludeBrands: [],
          malls: [],
          budget: { max: 2000, label: '2000元以内' },
          sort: 'relevance',
          keywords: [],
          attributes: [],
          inherited: false,
        });
        const found = succeeded(r);
        expect(found.understood).toBe(true);
        expect(found.picks.length).toBeGreaterThan(0);
        for (const p of found.picks) {
          expect(p.product.price).toBeLessThanOrEqual(2000);
          expect(headphones.map((c) => c.id)).toContain(p.product.categoryId);
        }
        expect(r.query.query).toContain('2000元以内');
        expect(r.material.products!.map((c) => c.id)).toEqual(found.candidates.map((p) => p.id));
        expect(r.material.searches!.map((q) => q.query)).toEqual([`${headphones[0]!.name} 选购指南`]);
      });

      it('find_product resolves a brand and model to the catalog; is not offered to a model', async () => {
        const r = await call('find_product', { name: '索尼WH-1000XM5' });
        expect(succeeded(r)).toMatchObject({ match: 'exact', product: { brand: '索尼' } });
        expect(r.query).toEqual({ query: '查找「索尼WH-1000XM5」', keywords: ['索尼WH-1000XM5'] });
        const offered = functionSpecs().map((f) => f.name);
        for (const t of ENGINE_TOOL_LIST) expect(offered).not.toContain(t.name);
      });

      it('get_product returns the product and its price summary; an unknown id is an error result', async () => {
        const r = await call('get_product', { product_id: 'p_000001' });
        const h = succeeded(r).price_history!;
        expect(succeeded(r).product.id).toBe('p_000001');
        expect(h.lowest).toBeLessThanOrEqual(h.current);
        expect(h.current).toBeLessThanOrEqual(h.highest);
        expect(r.material.productCards![0]!.reason).toMatch(/^近180天最低 ¥/);
        expect(r.query.query).toMatch(/ 详情$/);
        const missing = await call('get_product', { product_id: 'p_999999' });
        expect(missing).toMatchObject({ ok: false, result: { error: '没有找到商品 p_999999' } });
      });

      it('compare_products lines specs up side by side with price statistics', async () => {
        const r = await call('compare_products', { product_ids: ['p_000001', 'p_000002', 'p_999999'] });
        const { specs, price_stats, missing } = succeeded(r);
        expect(Object.values(specs).every((row) => row.length === 2)).toBe(true);
        expect(specs['品牌']).toHaveLength(2);
        expect(Object.keys(price_stats)).toEqual(['p_000001', 'p_000002']);
        expect(missing).toEqual(['p_999999']);
        expect(r.material.productCards).toHaveLength(2);
        expect(r.query.query).toMatch(/^对比 .+ vs .+ vs p_999999$/);
      });

      it('price_history gives lowest, average, current and trend', async () => {
        const r = await call('price_history', { product_id: 'p_000003' });
        const x = succeeded(r);
        expect(x.lowest).toBeLessThanOrEqual(x.average);
        expect(x.average).toBeLessThanOrEqual(x.highest);
        expect(['up', 'down', 'flat']).toContain(x.trend);
        expect(x.weekly_prices.length).toBeGreaterThan(0);
        expect(x.weekly_prices.at(-1)).toMatch(new RegExp(`:${x.current}$`));
      });

      it('search_guides returns guide links', async () => {
        const guide = await s.app.ctx.db.kysely.selectFrom('guides').select(['title']).orderBy('id').executeTakeFirstOrThrow();
        const r = await call('search_guides', { query: guide.title });
        expect(r.material.links!.length).toBeGreaterThan(0);
        expect(r.material.links![0]).toMatchObject({ source: '选购指南', url: expect.stringMatching(/^\/articles\/guide\//) });
        expect(succeeded(r).guides.map((g) => g.title)).toContain(guide.title);
      });
    });

    describe('wish, flight and cloud-phone tools', () => {
      it('add_to_wishlist then show_wishlist, per user', async () => {
        const added = await call('add_to_wishlist', { product_id: 'p_000010', target_price: 1 });
        expect(added.result).toMatchObject({ added: true, item: { product_id: 'p_000010', target_price: 1, reached: false } });
        expect(added.material.wishCards![0]!.product.id).toBe('p_000010');
        const shown = await call('show_wishlist', {});
        expect(shown.result).toMatchObject({ count: 1, reached_count: 0 });
        const other = { ...run, userId: (await createTestUser(s.app)).userId };
        expect((await call('show_wishlist', {}, other)).result).toMatchObject({ count: 0, items: [] });
        expect((await call('add_to_wishlist', { product_id: 'p_999999' })).result).toEqual({
          error: '没有找到商品 p_999999，没有加入心愿单',
        });
      });

      it('search_flights finds bookable flights on a route, cheapest first, in Shanghai dates', async () => {
        const today = chinaDay(s.app.ctx.now());
        const day = addDays(today, 10);
        const route = await s.app.ctx.db.kysely
          .selectFrom('flights')
          .select(['from_city', 'to_city'])
          .where('date', '=', day)
          .orderBy('id')
          .executeTakeFirstOrThrow();
        const r = await call('search_flights', {
          from_city: `${route.from_city}市`,
          to_city: route.to_city,
          date: day,
          end_date: addDays(day, 2),
        });
        const cards = r.material.flightCards!;
        expect(cards.length).toBeGreaterThan(0);
        expect(
          cards.every(
            (f) => f.from_city === route.from_city && f.to_city === route.to_city && f.date >= day && f.date <= addDays(day, 2),
          ),
        ).toBe(true);
        expect(cards.map((f) => f.price)).toEqual([...cards.map((f) => f.price)].sort((a, b) => a - b));
        expect(cards[0]!.url).toBe(`/flight?id=${encodeURIComponent(cards[0]!.id)}`);
        expect(r.query.query).toBe(`${route.from_city}飞${route.to_city} ${day} 至 ${addDays(day, 2)} 机票`);
      });

      it('search_flights explains a past date, an unknown city and a day without flights', async () => {
        const today = chinaDay(s.app.ctx.now());
        const past = await call('search_flights', { from_city: '北京', to_city: '上海', date: addDays(today, -3) });
        expect(past).toMatchObject({ ok: false, result: { error: expect.stringContaining(`今天是 ${today}`) } });
        const unknown = await call('search_flights', { from_city: '北京', to_city: '火星', date: today });
        expect(succeeded(unknown).note).toMatch(/没有这些城市的航班：火星。可查询的城市：.*上海/);
        const late = await call('search_flights', { from_city: '北京', to_city: '上海', date: addDays(today, 200) });
        expect(succeeded(late).note).toMatch(/这段日期没有可订的航班/);
      });

      it('flight_schedule lists the cities and days the schedule covers, and whether a route is flown', async () => {
        const today = chinaDay(s.app.ctx.now());
        const all = succeeded(await call('flight_schedule', {}));
        expect(all.cities).toEqual(expect.arrayContaining(['北京', '上海']));
        expect(all.first_day).toBe(today);
        expect(all.last_day! > today).toBe(true);
        const flown = await s.app.ctx.db.kysely.selectFrom('flights').select(['from_city', 'to_city']).executeTakeFirstOrThrow();
        expect(succeeded(await call('flight_schedule', { from_city: flown.from_city, to_city: flown.to_city })).direct).toBe(
          true,
        );
        expect(succeeded(await call('flight_schedule', { from_city: '北京', to_city: '火星' })).direct).toBe(false);
        expect((await prepareToolCall('flight_schedule', '{"from_city":"北京"}', run)).ok).toBe(false);
      });

      it('start_cloud_phone_task starts a real cloud-phone task for the user', async () => {
        const r = await call('start_cloud_phone_task', { task: '在京东下单 p_000001', mall: '京东' });
        expect(r).toMatchObject({ ok: true, result: { started: true, task_id: expect.stringMatching(/^cp_/) }, material: {} });
        const task = succeeded(r).cloud_mobile_task;
        expect(task).toMatchObject({ task_name: '在京东下单 p_000001', app_name: '京东 App', run_state: 0 });
        expect(CLOUD_PHONE_UNAVAILABLE).toBe('云手机服务暂未开通，暂时无法代你下单');
      });
    });
  });
}

toolSuites('SQLite', () => startTestServer());
toolSuites('PostgreSQL', () => startTestServer({ postgresUrl: TEST_DATABASE_URL }), !postgres);
