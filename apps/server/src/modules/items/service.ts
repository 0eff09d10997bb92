import type { ItemDetail } from '@app/protocol';
import type { Db } from '../../db/database';
import { toProductCard } from '../catalog/product-card';
import { catalogService } from '../catalog/service';
import { isReached } from '../wish/service';
import { wishRepository } from '../wish/repository';

/** Item detail: catalog facts, the 180-day price history and this user's wish, if any. */
export function itemsService(db: Db) {
  const catalog = catalogService(db);
  const wishes = wishRepository(db);
  return {
    /** Null when the product is not in the catalog; a reader without a login (null) has no wish. */
    async detail(userId: string | null, id: string): Promise<ItemDetail | null> {
      const [product, history, wish] = await Promise.all([
        catalog.getProduct(id),
        catalog.priceHistory(id),
        userId === null ? null : wishes.get(userId, id),
      ]);
      if (!product || !history) return null;
      const { points, start_day, end_day, current, lowest, lowest_day, highest, average, trend } = history;
      return {
        product: { ...toProductCard(product), tags: product.tags, rating: product.rating, sales: product.sales },
        price_history: { points, start_day, end_day, current, lowest, lowest_day, highest, average, trend },
        wish: wish ? { target_price: wish.target_price, reached: isReached(product.price, wish.target_price) } : null,
      };
    },
  };
}
