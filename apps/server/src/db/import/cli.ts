import { parseConfig } from '../../config';
import { openDb } from '../database';
import { migrateToLatest } from '../migrate';
import { FeedError, readFeed } from './feed';
import { importCatalog } from './import-catalog';

/** `npm run catalog:import -- FILE`: replaces the products with a JSONL or CSV feed. */
async function main() {
  const file = process.argv[2];
  if (!file) throw new FeedError('用法: npm run catalog:import -- 商品文件.jsonl|.csv');
  const feed = readFeed(file);
  const config = parseConfig();
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(db);
    const counts = await importCatalog(db, feed, { nowMs: Date.now(), mediaDir: config.mediaDir });
    console.log(
      `已导入 ${counts.products} 个商品，${counts.categories} 个品类（${config.databaseUrl ? 'PostgreSQL' : config.sqlitePath}）`,
    );
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error('导入失败:', e instanceof Error ? e.message : e);
  process.exit(1);
});
