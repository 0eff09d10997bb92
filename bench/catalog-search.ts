/**
 * Catalog search latency at 5,000 and 100,000 generated products (SQLite, FTS5 over jieba
 * tokens): p50/p95 of `catalogService` searches over a fixed list of 50 Chinese queries, after
 * one warm-up pass. Two shapes: the query text alone (relevance order), and the text narrowed
 * the way the assistant narrows it (the categories the words name, a price cap, by sales).
 * Target: p95 < 10 ms.
 *
 *   npx tsx bench/catalog-search.ts [sizes=5000,100000] [passes=5]
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { openDb } from '../apps/server/src/db/database';
import { migrateToLatest } from '../apps/server/src/db/migrate';
import { generateCatalog } from '../apps/server/src/db/seed/generate-catalog';
import { catalogService, type SearchProductsInput } from '../apps/server/src/modules/catalog/service';

const SIZES = (process.argv[2] ?? '5000,100000').split(',').map(Number);
const PASSES = Number(process.argv[3] ?? 5);

/** Category words, brands, specs, use cases and long questions, as people type them. */
const QUERIES = [
  '降噪耳机',
  '真无线耳机',
  '索尼降噪耳机',
  '华为手机',
  '拍照好的手机',
  '游戏手机',
  '轻薄本',
  '学生笔记本电脑',
  '机械键盘',
  '无线鼠标',
  '显示器 4K',
  '扫地机器人',
  '洗地机',
  '空气净化器',
  '加湿器',
  '电饭煲',
  '空气炸锅',
  '破壁机',
  '咖啡机',
  '电动牙刷',
  '吹风机',
  '剃须刀',
  '按摩仪',
  '筋膜枪',
  '防晒霜',
  '油皮 面霜',
  '口红',
  '香水 女士',
  '跑步鞋',
  '登山鞋',
  '羽绒服',
  '冲锋衣',
  '双肩包',
  '行李箱 20寸',
  '婴儿推车',
  '奶粉',
  '纸尿裤',
  '儿童安全座椅',
  '猫粮',
  '狗粮',
  '小冰箱 租房',
  '洗衣机 滚筒',
  '电视 65寸',
  '投影仪',
  '智能手表',
  '运动手环',
  '平板电脑',
  '电子书阅读器',
  '送女朋友的生日礼物',
  '给爸妈买的保健品',
];

const MAX_PRICE = 2000;

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

async function measure(run: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await run();
  return performance.now() - started;
}

async function benchSize(products: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sa-bench-catalog-'));
  const db = openDb({ sqlitePath: path.join(dataDir, 'app.db') });
  await migrateToLatest(db);
  const seeded = await generateCatalog(db, { products, nowMs: Date.now(), mediaDir: path.join(dataDir, 'media') });
  const catalog = catalogService(db);

  const narrowed: SearchProductsInput[] = [];
  for (const text of QUERIES) {
    const categories = (await catalog.findCategories(text)).map((c) => c.id);
    narrowed.push({ text, category: categories.length ? categories : undefined, maxPrice: MAX_PRICE, sort: 'sales', limit: 60 });
  }
  const shapes: Array<[string, (i: number) => Promise<unknown>]> = [
    ['text', (i) => catalog.searchProducts({ text: QUERIES[i]!, limit: 20 })],
    ['text+category+price', (i) => catalog.searchProducts(narrowed[i]!)],
  ];
  const hits = await Promise.all(QUERIES.map(async (text) => (await catalog.searchProducts({ text, limit: 20 })).length));

  console.log(
    `${products} products (seeded in ${(seeded.ms / 1000).toFixed(1)} s); queries with hits: ${hits.filter(Boolean).length}/${QUERIES.length} (none: ${QUERIES.filter((_, i) => !hits[i]).join('、') || '-'})`,
  );
  for (const [name, search] of shapes) {
    for (let i = 0; i < QUERIES.length; i++) await search(i);
    const samples: number[] = [];
    const perQuery = QUERIES.map(() => [] as number[]);
    for (let pass = 0; pass < PASSES; pass++) {
      for (let i = 0; i < QUERIES.length; i++) {
        const ms = await measure(() => search(i));
        samples.push(ms);
        perQuery[i]!.push(ms);
      }
    }
    samples.sort((a, b) => a - b);
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[xs.length >> 1]!;
    const slowest = QUERIES.map((q, i) => [q, median(perQuery[i]!)] as const)
      .sort((a, b) => b[1] - a[1])
      .slice(0, 3)
      .map(([q, ms]) => `${q} ${ms.toFixed(1)}`);
    console.log(
      `  ${name.padEnd(20)} p50 ${percentile(samples, 50).toFixed(2)} ms  p95 ${percentile(samples, 95).toFixed(2)} ms  max ${samples.at(-1)!.toFixed(2)} ms  (${samples.length} searches); slowest: ${slowest.join(', ')}`,
    );
  }
  await db.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

for (const size of SIZES) await benchSize(size);
