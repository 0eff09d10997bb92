import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, TEST_DATABASE_URL, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { catalogService, type CatalogService } from './service';

/** The same searches on PostgreSQL, where full-text search is to_tsvector('simple', search_text). */
describe.skipIf(!hasPostgres('catalog search on PostgreSQL'))('catalog search (PostgreSQL)', () => {
  let s: TestServer;
  let catalog: CatalogService;
  beforeAll(async () => {
    s = await startTestServer({ postgresUrl: TEST_DATABASE_URL });
    catalog = catalogService(s.app.ctx.db);
  });
  afterAll(async () => s?.close());

  it('finds products by Chinese words', async () => {
    const results = await catalog.searchProducts({ text: '索尼降噪耳机', limit: 10 });
    expect(results[0]?.brand).toBe('索尼');
  });

  it('keeps category and budget', async () => {
    const results = await catalog.searchProducts({ category: '耳机', maxPrice: 800, sort: 'price_asc', limit: 50 });
    expect(results.length).toBeGreaterThan(0);
    for (const p of results) {
      expect(['anc-headphones', 'tws-earbuds']).toContain(p.categoryId);
      expect(p.price).toBeLessThanOrEqual(800);
    }
    expect(results.map((p) => p.price)).toEqual([...results.map((p) => p.price)].sort((a, b) => a - b));
  });

  it('matches any word when not every word matches', async () => {
    const results = await catalog.searchProducts({ text: '索尼 火箭', limit: 5 });
    expect(results.length).toBeGreaterThan(0);
    expect(results[0]!.brand).toBe('索尼');
  });

  it('reads price history and guides', async () => {
    expect((await catalog.priceHistory('p_000001'))?.points).toHaveLength(180);
    expect((await catalog.searchGuides({ text: '笔记本电脑 选购', limit: 2 }))[0]?.title).toMatch(/笔记本电脑/);
  });
});
