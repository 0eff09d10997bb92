import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../database';
import { CATEGORIES } from './categories';
import { generateCatalog } from './generate-catalog';
import { PRODUCT_IMAGES_MARKER, writeProductImages } from './product-images';

/**
 * At start: generate the catalog when the database has no products. A database that already
 * has one (PostgreSQL shared by instances, or an imported feed) is left alone; only missing or
 * outdated generated images are written again, since the media directory may be fresh.
 */
export async function ensureCatalog(ctx: { db: Db; config: Config; log: Logger; now: () => number }): Promise<void> {
  const row = await ctx.db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  if (Number(row?.n ?? 0) > 0) {
    if (!fs.existsSync(path.join(ctx.config.mediaDir, 'products', PRODUCT_IMAGES_MARKER)))
      writeProductImages(ctx.config.mediaDir, CATEGORIES);
    return;
  }
  const counts = await generateCatalog(ctx.db, {
    products: ctx.config.catalogProducts,
    nowMs: ctx.now(),
    mediaDir: ctx.config.mediaDir,
  });
  ctx.log.info(counts, 'catalog generated');
}
