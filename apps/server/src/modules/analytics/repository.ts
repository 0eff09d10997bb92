import type { AnalyticsRecord, AnalyticsReport } from '@app/protocol';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { chinaDay } from '@app/protocol/days';

/** Where a record happened: the tracker's page, else the SDK's path or URL. */
export function pageOf(r: AnalyticsRecord): string | null {
  const p = r.properties;
  for (const key of ['page', '$url_path', '$url'])
    if (typeof p[key] === 'string' && p[key]) return (p[key] as string).slice(0, 1024);
  return null;
}

export function analyticsRepository(db: Db) {
  const k = db.kysely;
  return {
    async insert(project: string, records: AnalyticsRecord[], now: number): Promise<void> {
      await k
        .insertInto('analytics_events')
        .values(
          records.map((r) => ({
            project,
            type: r.type,
            event: r.event ?? null,
            distinct_id: r.distinct_id,
            page: pageOf(r),
            properties: JSON.stringify(r.properties),
            client_time: r.time ?? null,
            day: chinaDay(now),
            received_at: now,
          })),
        )
        .execute();
    },

    /** Events with their properties, newest first (tests and the report read these). */
    recent(limit = 100) {
      return k.selectFrom('analytics_events').selectAll().orderBy('id', 'desc').limit(limit).execute();
    },

    async report(sinceDay: string, top = 10): Promise<AnalyticsReport> {
      const count = sql<number>`count(*)`;
      const [days, events, pages] = await Promise.all([
        k
          .selectFrom('analytics_events')
          .select(['day', count.as('count')])
          .where('day', '>=', sinceDay)
          .groupBy('day')
          .orderBy('day')
          .execute(),
        k
          .selectFrom('analytics_events')
          .select(['event', count.as('count')])
          .where('day', '>=', sinceDay)
          .where('event', 'is not', null)
          .groupBy('event')
          .orderBy(count, 'desc')
          .orderBy('event')
          .limit(top)
          .execute(),
        k
          .selectFrom('analytics_events')
          .select(['page', count.as('count')])
          .where('day', '>=', sinceDay)
          .where('page', 'is not', null)
          .groupBy('page')
          .orderBy(count, 'desc')
          .orderBy('page')
          .limit(top)
          .execute(),
      ]);
      return {
        per_day: days.map((d) => ({ day: d.day, count: Number(d.count) })),
        top_events: events.map((e) => ({ event: e.event ?? '', count: Number(e.count) })),
        top_pages: pages.map((p) => ({ page: p.page ?? '', count: Number(p.count) })),
      };
    },
  };
}
