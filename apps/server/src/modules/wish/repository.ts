import type { Db } from '../../db/database';

export interface WishRow {
  product_id: string;
  target_price: number | null;
  created_at: number;
}

/**
 * Wish-list storage. Every statement carries `user_id`, so one user never reads or changes
 * another's wishes. The SQL is the subset SQLite and PostgreSQL share (upsert included).
 */
export function wishRepository(db: Db) {
  const k = db.kysely;

  function selectRows(userId: string) {
    return (
      k
        .selectFrom('wish_items as w')
        // Inner join: a wish whose product left the catalog is not shown (see migration 004).
        .innerJoin('products as p', 'p.id', 'w.product_id')
        .select(['w.product_id', 'w.target_price', 'w.created_at'])
        .where('w.user_id', '=', userId)
    );
  }

  const normalise = (r: WishRow): WishRow => ({
    product_id: r.product_id,
    target_price: r.target_price === null ? null : Number(r.target_price),
    created_at: Number(r.created_at),
  });

  return {
    /**
     * Adds a product; adding it again keeps its place in the list and only changes the target
     * when one is given (`undefined` keeps the old target, `null` clears it).
     */
    async add(userId: string, productId: string, targetPrice: number | null | undefined, now: number): Promise<void> {
      await k
        .insertInto('wish_items')
        .values({ user_id: userId, product_id: productId, target_price: targetPrice ?? null, created_at: now })
        .onConflict((oc) => {
          const conflict = oc.columns(['user_id', 'product_id']);
          return targetPrice === undefined ? conflict.doNothing() : conflict.doUpdateSet({ target_price: targetPrice });
        })
        .execute();
    },

    /** Newest first; ties (same millisecond) in a stable order. */
    async list(userId: string): Promise<WishRow[]> {
      const rows = await selectRows(userId).orderBy('w.created_at', 'desc').orderBy('w.product_id').execute();
      return rows.map(normalise);
    },

    async get(userId: string, productId: string): Promise<WishRow | null> {
      const row = await selectRows(userId).where('w.product_id', '=', productId).executeTakeFirst();
      return row ? normalise(row) : null;
    },

    /** False when the product is not on this user's list. */
    async setTarget(userId: string, productId: string, targetPrice: number | null): Promise<boolean> {
      const r = await k
        .updateTable('wish_items')
        .set({ target_price: targetPrice })
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Number(r.numUpdatedRows) > 0;
    },

    async remove(userId: string, productId: string): Promise<boolean> {
      const r = await k
        .deleteFrom('wish_items')
        .where('user_id', '=', userId)
        .where('product_id', '=', productId)
        .executeTakeFirst();
      return Number(r.numDeletedRows) > 0;
    },
  };
}

export type WishRepository = ReturnType<typeof wishRepository>;
