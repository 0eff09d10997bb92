import type { Insertable, Kysely } from 'kysely';
import type { Db } from '../database';
import type { Database } from '../schema';
import type { GeneratedCatalog } from './build-catalog';

/** Rows per INSERT: stays well under SQLite's 32,766 and PostgreSQL's 65,535 bound parameters. */
const PARAMS_PER_STATEMENT = 20_000;

async function insertAll<T extends keyof Database & string>(
  trx: Kysely<Database>,
  table: T,
  rows: Array<Insertable<Database[T]>>,
) {
  if (rows.length === 0) return;
  const perRow = Object.keys(rows[0] as object).length;
  const size = Math.max(1, Math.floor(PARAMS_PER_STATEMENT / perRow));
  for (let i = 0; i < rows.length; i += size) {
    // Kysely's generic insert typing cannot follow a table name held in a type parameter.
    await trx
      .insertInto(table)
      .values(rows.slice(i, i + size) as never)
      .execute();
  }
}

/** Products with their categories and price history; guides and flights only when given. */
export type CatalogTables = Pick<GeneratedCatalog, 'categories' | 'products' | 'priceHistory'> &
  Partial<Pick<GeneratedCatalog, 'guides' | 'flights'>>;

/**
 * Replaces the catalog tables it is given in one transaction, so readers never see half a
 * catalog. An imported feed replaces products and keeps the generated guides and flights.
 */
export async function replaceCatalog(db: Db, catalog: CatalogTables, meta: Record<string, string>): Promise<void> {
  // FTS5 tables are separate on SQLite; PostgreSQL indexes to_tsvector(search_text) directly.
  const fts = db.dialect === 'sqlite';
  await db.kysely.transaction().execute(async (trx) => {
    if (fts) await trx.deleteFrom('products_fts').execute();
    for (const table of ['price_history', 'products', 'categories'] as const) await trx.deleteFrom(table).execute();
    await insertAll(trx, 'categories', catalog.categories);
    await insertAll(trx, 'products', catalog.products);
    await insertAll(trx, 'price_history', catalog.priceHistory);
    if (fts) {
      await insertAll(
        trx,
        'products_fts',
        catalog.products.map((p) => ({ product_id: p.id, search_text: p.search_text })),
      );
    }
    if (catalog.guides) {
      if (fts) await trx.deleteFrom('guides_fts').execute();
      await trx.deleteFrom('guides').execute();
      await insertAll(trx, 'guides', catalog.guides);
      if (fts) {
        await insertAll(
          trx,
          'guides_fts',
          catalog.guides.map((g) => ({ guide_id: g.id, search_text: g.search_text })),
        );
      }
    }
    if (catalog.flights) {
      await trx.deleteFrom('flights').execute();
      await insertAll(trx, 'flights', catalog.flights);
    }
    for (const [key, value] of Object.entries(meta)) {
      await trx
        .insertInto('meta')
        .values({ key, value })
        .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
        .execute();
    }
  });
}
