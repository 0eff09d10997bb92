import { parseConfig } from '../../config';
import { openDb } from '../../db/database';
import { migrateToLatest } from '../../db/migrate';
import { addDays, chinaDay } from '@app/protocol/days';
import { analyticsRepository } from './repository';
import { formatReport } from './report-format';

/** `npm run analytics:report [-- DAYS]`: events per day, top events and top pages (default 30 days). */
async function main() {
  const days = Number(process.argv[2] ?? 30);
  if (!Number.isInteger(days) || days < 1) throw new Error('天数应为正整数');
  const config = parseConfig();
  const db = openDb({ databaseUrl: config.databaseUrl, sqlitePath: config.sqlitePath });
  try {
    await migrateToLatest(db);
    const since = addDays(chinaDay(Date.now()), -(days - 1));
    console.log(formatReport(await analyticsRepository(db).report(since), since));
  } finally {
    await db.close();
  }
}

main().catch((e: unknown) => {
  console.error('统计报告生成失败:', e instanceof Error ? e.message : e);
  process.exit(1);
});
