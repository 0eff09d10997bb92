import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../db/migrate';
import { TEST_DATABASE_URL, createTestUser, startTestServer, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { catalogService } from '../catalog/service';
import { isReached, wishService } from './service';

const postgres = hasPostgres('wish list on PostgreSQL');

it.each<[number, number | null, boolean]>([
  [99, 100, true],
  [100, 100, true],
  [100.5, 100, false],
  [100, null, false],
])('price %d with target %s is reached: %s', (price, target, reached) => {
  expect(isReached(price, target)).toBe(reached);
});

function wishSuite(label: string, start: () => Promise<TestServer>, skip = false) {
  describe.skipIf(skip)(`wish list (${label})`, () => {
    let s: TestServer;
    let clock = 1_750_000_000_000;
    const now = () => clock;
    let wishes: ReturnType<typeof wishService>;
    let alice: string;
    let bob: string;
    beforeAll(async () => {
      s = await start();
      wishes = wishService(s.app.ctx.db, now);
      alice = (await createTestUser(s.app)).userId;
      bob = (await createTestUser(s.app)).userId;
    });
    afterAll(async () => s?.close());

    const priceOf = async (id: string) => (await catalogService(s.app.ctx.db).getProduct(id))!.price;

    it('adds idempotently: one row, first place kept, target updated only when given', async () => {
      const first = await wishes.add(alice, 'p_000001', 10);
      clock += 1_000;
      const again = await wishes.add(alice, 'p_000001', 20);
      expect(again!.created_at).toBe(first!.created_at);
      expect(again!.target_price).toBe(20);
      expect((await wishes.add(alice, 'p_000001'))!.target_price).toBe(20);
      expect((await wishes.add(alice, 'p_000001', null))!.target_price).toBeNull();
      expect(await wishes.list(alice)).toHaveLength(1);
    });

    it('lists newest first, as protocol WishItems with product cards', async () => {
      clock += 1_000;
      await wishes.add(alice, 'p_000002');
      clock += 1_000;
      await wishes.add(alice, 'p_000003', 1);
      const list = await wishes.list(alice);
      expect(list.map((w) => w.product.id)).toEqual(['p_000003', 'p_000002', 'p_000001']);
      expect(list[0]).toMatchObject({ target_price: 1, reached: false, created_at: new Date(clock).toISOString() });
      expect(list[0]!.product).toMatchObject({
        id: 'p_000003',
        url: '/item-detail?id=p_000003',
        price: await priceOf('p_000003'),
      });
    });

    it('reached is current price at or below the target', async () => {
      const price = await priceOf('p_000002');
      expect((await wishes.setTarget(alice, 'p_000002', price))!.reached).toBe(true);
      expect((await wishes.setTarget(alice, 'p_000002', price - 0.5))!.reached).toBe(false);
      expect((await wishes.setTarget(alice, 'p_000002', null))!.reached).toBe(false);
    });

    it('keeps users apart: no reading, retargeting or removing another user’s wishes', async () => {
      expect(await wishes.list(bob)).toEqual([]);
      expect(await wishes.setTarget(bob, 'p_000001', 5)).toBeNull();
      expect(await wishes.remove(bob, 'p_000001')).toBe(false);
      await wishes.add(bob, 'p_000001', 5);
      expect((await wishes.list(bob)).map((w) => w.target_price)).toEqual([5]);
      expect((await wishes.list(alice)).find((w) => w.product.id === 'p_000001')!.target_price).toBeNull();
      expect(await wishes.remove(alice, 'p_000001')).toBe(true);
      expect(await wishes.remove(alice, 'p_000001')).toBe(false);
      expect((await wishes.list(bob)).map((w) => w.product.id)).toEqual(['p_000001']);
    });

    it('refuses a product that is not in the catalog, and hides one that left it', async () => {
      expect(await wishes.add(alice, 'p_999999')).toBeNull();
      await wishes.add(bob, 'p_000600');
      await s.app.ctx.db.kysely.deleteFrom('products').where('id', '=', 'p_000600').execute();
      expect((await wishes.list(bob)).map((w) => w.product.id)).toEqual(['p_000001']);
    });

    it('migrating again is a no-op', async () => {
      expect(await migrateToLatest(s.app.ctx.db)).toEqual([]);
    });
  });
}

wishSuite('SQLite', () => startTestServer());
wishSuite('PostgreSQL', () => startTestServer({ postgresUrl: TEST_DATABASE_URL }), !postgres);
