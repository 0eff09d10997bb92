import { parseConfig } from '../../config';
import { openDb } from '../database';
import { migrateToLatest } from '../migrate';
import { generateCatalog } from './generate-catalog';

/** `npm run catalog:seed`: (re)generates the catalog in the configured database. */
async function main() {
  const config = parseConfig();
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(db);
    const counts = await generateCatalog(db, { products: config.catalogProducts, nowMs: Date.now(), mediaDir: config.mediaDir });
    console.log(`目录已生成 (${config.databaseUrl ? 'PostgreSQL' : config.sqlitePath})，用时 ${counts.ms} ms`);
    console.log(
      `  品类 ${counts.categories}，商品 ${counts.products}，价格历史 ${counts.priceHistories}，` +
        `选购指南 ${counts.guides}，航班 ${counts.flights}（${counts.cities} 个城市），商品图 ${counts.images}`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error('目录生成失败:', e instanceof Error ? e.message : e);
  process.exit(1);
});
