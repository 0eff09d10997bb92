import type { WishItem } from '@app/protocol';
import type { Db } from '../../db/database';
import { toProductCard } from '../catalog/product-card';
import { catalogService, type CatalogProduct } from '../catalog/service';
import { wishRepository, type WishRow } from './repository';

/** Reached means the product can be bought at the user's price now. */
export const isReached = (price: number, target: number | null): boolean => target !== null && price <= target;

/** What adding from the item page can come to: a wish a user sets there is a price still to reach. */
export type ScreenAddResult =
  { status: 'added'; item: WishItem } | { status: 'not_found' } | { status: 'target_not_below'; price: number };

function toWishItem(row: WishRow, product: CatalogProduct): WishItem {
  return {
    product: toProductCard(product),
    target_price: row.target_price,
    reached: isReached(product.price, row.target_price),
    created_at: new Date(row.created_at).toISOString(),
  };
}

/** The wish list as protocol `WishItem`s: storage from the repository, cards from the catalog. */
export function wishService(db: Db, now: () => number = Date.now) {
  const repo = wishRepository(db);
  const catalog = catalogService(db);

  async function itemsOf(rows: WishRow[]): Promise<WishItem[]> {
    const products = new Map((await catalog.getProducts(rows.map((r) => r.product_id))).map((p) => [p.id, p]));
    return rows.flatMap((r) => {
      const p = products.get(r.product_id);
      return p ? [toWishItem(r, p)] : [];
    });
  }

  async function item(userId: string, productId: string): Promise<WishItem | null> {
    const row = await repo.get(userId, productId);
    return row ? ((await itemsOf([row]))[0] ?? null) : null;
  }

  return {
    /** Null when the product is not in the catalog. */
    async add(userId: string, productId: string, targetPrice?: number | null): Promise<WishItem | null> {
      if (!(await catalog.getProduct(productId))) return null;
      await repo.add(userId, productId, targetPrice, now());
      return item(userId, productId);
    },

    /**
     * Adding from the screens: a target, when given, must be below the current price (a target at
     * or above it is already reached, so it is most likely a typo). The assistant's tool may still
     * record such a target through `add`, marked reached.
     */
    async addFromScreen(userId: string, productId: string, targetPrice?: number | null): Promise<ScreenAddResult> {
      const product = await catalog.getProduct(productId);
      if (!product) return { status: 'not_found' };
      if (targetPrice != null && targetPrice >= product.price) return { status: 'target_not_below', price: product.price };
      await repo.add(userId, productId, targetPrice, now());
      const added = await item(userId, productId);
      return added ? { status: 'added', item: added } : { status: 'not_found' };
    },

    list: async (userId: string): Promise<WishItem[]> => itemsOf(await repo.list(userId)),

    /** Null when the product is not on this user's list. */
    async setTarget(userId: string, productId: string, targetPrice: number | null): Promise<WishItem | null> {
      return (await repo.setTarget(userId, productId, targetPrice)) ? item(userId, productId) : null;
    },

    remove: (userId: string, productId: string): Promise<boolean> => repo.remove(userId, productId),
  };
}

export type WishService = ReturnType<typeof wishService>;
