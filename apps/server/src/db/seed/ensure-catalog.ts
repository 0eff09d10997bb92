import fs from 'node:fs';
import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config';
import type { Db } from '../database';
import { CATALOG_META_KEYS } from '../catalog-meta';
import { SEED_VERSION } from './build-catalog';
import { CATEGORIES } from './categories';
import { generateCatalog } from './generate-catalog';
import { PRODUCT_IMAGES_MARKER, writeProductImages } from './product-images';

/**
 * The generator version of the catalog a database holds: `catalog-vN` for a generated one,
 * `import` for a feed, undefined when nothing says.
 */
async function storedSeedVersion(db: Db): Promise<string | undefined> {
  const row = await db.kysely
    .selectFrom('meta')
    .select('value')
    .where('key', '=', CATALOG_META_KEYS.seedVersion)
    .executeTakeFirst();
  try {
    return row ? (JSON.parse(row.value) as { version?: string }).version : undefined;
  } catch {
    return undefined;
  }
}

/** A catalog an older generator wrote (its titles and specs may disagree): generated again. */
export const isOutdatedGeneratedCatalog = (version: string | undefined): boolean =>
  Boolean(version?.startsWith('catalog-')) && version !== SEED_VERSION;

/**
 * At start: generate the catalog when the database has no products, or holds one an older
 * generator wrote (a shopper would otherwise keep seeing the faults a newer one fixed). A database
 * with an imported feed, or with no generator version, is left alone; only missing or outdated
 * generated images are written again, since the media directory may be fresh.
 */
export async function ensureCatalog(ctx: { db: Db; config: Config; log: Logger; now: () => number }): Promise<void> {
  const row = await ctx.db.kysely
    .selectFrom('products')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  const outdated = isOutdatedGeneratedCatalog(await storedSeedVersion(ctx.db));
  if (Number(row?.n ?? 0) > 0 && !outdated) {
    if (!fs.existsSync(path.join(ctx.config.mediaDir, 'products', PRODUCT_IMAGES_MARKER)))
      writeProductImages(ctx.config.mediaDir, CATEGORIES);
    return;
  }
  const counts = await generateCatalog(ctx.db, {
    products: ctx.config.catalogProducts,
    nowMs: ctx.now(),
    mediaDir: ctx.config.mediaDir,
  });
  ctx.log.info({ ...counts, replacedOutdated: outdated }, 'catalog generated');
}
