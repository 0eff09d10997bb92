import type { AnalyticsReport } from '@app/protocol';

const section = (title: string, rows: Array<[string, number]>) =>
  [title, ...(rows.length ? rows.map(([k, n]) => `  ${String(n).padStart(8)}  ${k}`) : ['  （无）'])].join('\n');

/** The analytics report as plain text for the terminal. */
export function formatReport(r: AnalyticsReport, since: string): string {
  const total = r.per_day.reduce((n, d) => n + d.count, 0);
  return [
    `埋点统计（自 ${since} 起，共 ${total} 条）`,
    section(
      '每日事件数',
      r.per_day.map((d) => [d.day, d.count]),
    ),
    section(
      '热门事件',
      r.top_events.map((e) => [e.event, e.count]),
    ),
    section(
      '热门页面',
      r.top_pages.map((p) => [p.page, p.count]),
    ),
  ].join('\n\n');
}
