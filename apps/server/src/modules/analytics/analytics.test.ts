import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '@app/protocol/days';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { analyticsRepository } from './repository';
import { formatReport } from './report-format';

const b64 = (v: unknown) => Buffer.from(JSON.stringify(v)).toString('base64');
const event = (name: string, props: Record<string, unknown> = {}) => ({
  type: 'track',
  event: name,
  distinct_id: 'dev_1',
  time: 1_750_000_000_000,
  properties: { page: '/wish', platForm: 'web', ...props },
});

describe('analytics collection at /sa', () => {
  let s: TestServer;
  const stored = () => analyticsRepository(s.app.ctx.db).recent(500);
  beforeAll(async () => {
    s = await startTestServer();
  });
  afterAll(async () => s?.close());

  it('takes an image GET and answers a GIF', async () => {
    const res = await fetch(`${s.baseUrl}/sa?project=default&data=${encodeURIComponent(b64(event('gw_click')))}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect((await stored())[0]).toMatchObject({ event: 'gw_click', page: '/wish', distinct_id: 'dev_1', project: 'default' });
  });

  it('takes ajax JSON, form data=, gzip and a batch data_list', async () => {
    const before = (await stored()).length;
    expect((await postJson(s.baseUrl, '/sa?project=default', { data: b64(event('a_json')) })).status).toBe(200);
    const form = (body: string) =>
      fetch(`${s.baseUrl}/sa?project=default`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body,
      });
    expect((await form(`data=${encodeURIComponent(b64(event('a_form')))}`)).status).toBe(200);
    const gz = gzipSync(Buffer.from(JSON.stringify([event('a_gzip')]))).toString('base64');
    expect((await form(`data_list=${encodeURIComponent(gz)}&gzip=1`)).status).toBe(200);
    const beacon = await fetch(`${s.baseUrl}/sa?project=default`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain;charset=UTF-8' },
      body: `data_list=${encodeURIComponent(b64([event('b_1'), event('b_2')]))}`,
    });
    expect(beacon.status).toBe(200);
    const names = (await stored()).slice(0, (await stored()).length - before).map((e) => e.event);
    expect(names.sort()).toEqual(['a_form', 'a_gzip', 'a_json', 'b_1', 'b_2']);
  });

  it.each([
    [{ data: 'not base64!!' }, 'base64'],
    [{ data: Buffer.from('{oops').toString('base64') }, 'JSON'],
    [{}, '缺少 data'],
    [{ data: b64(event('')) }, '名称不能为空'],
    [{ data: b64(event('9lives')) }, '须以字母、下划线或 $ 开头'],
    [{ data: b64(event('time')) }, '保留字'],
    [{ data: b64(event('x'.repeat(101))) }, '最多 100 个字符'],
    [{ data: b64(event('ok', { text: 'y'.repeat(1025) })) }, '最多 1024 个字符'],
    [{ data: b64(event('ok', { $referrer: 'y'.repeat(201) })) }, '最多 200 个字符'],
    [{ data: b64({ ...event('ok'), distinct_id: 'd'.repeat(256) }) }, 'distinct_id'],
    [{ data: b64({ ...event('ok'), type: 'bogus' }) }, '事件类型不支持'],
    [{ data_list: b64([event('fine'), event('$bad name')]) }, '第 2 条事件'],
  ])('rejects %j in zh-CN and stores nothing', async (body, msg) => {
    const before = (await stored()).length;
    const r = await postJson(s.baseUrl, '/sa?project=default', body);
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toContain(msg);
    expect((await stored()).length).toBe(before);
  });

  it('refuses a gzip bomb at once, without inflating it (400 MB of zeros)', async () => {
    const bomb = gzipSync(Buffer.alloc(400 * 1024 * 1024), { level: 9 }).toString('base64');
    const rssBefore = process.memoryUsage().rss;
    const started = performance.now();
    const r = await postJson(s.baseUrl, '/sa?project=default', { data: bomb });
    const ms = performance.now() - started;
    expect(r.status).toBe(400);
    expect(r.body.error_msg).toMatch(/解压后超过 1 MB/);
    console.log(
      `[gzip bomb] ${Math.round(bomb.length / 1024)} KB base64 refused in ${ms.toFixed(0)} ms, RSS +${Math.round((process.memoryUsage().rss - rssBefore) / 1048576)} MB`,
    );
    // The server is in this process: its memory would jump by hundreds of MB had it inflated.
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(100 * 1024 * 1024);
  });

  it('rejects a bad project and a malformed image GET', async () => {
    expect((await postJson(s.baseUrl, '/sa?project=a%20b', { data: b64(event('ok')) })).status).toBe(400);
    expect((await fetch(`${s.baseUrl}/sa?data=%%%`)).status).toBe(400);
  });

  it('reports events per day, top events and top pages', async () => {
    const day = chinaDay(s.app.ctx.now());
    const report = await analyticsRepository(s.app.ctx.db).report(day);
    expect(report.per_day).toEqual([{ day, count: 6 }]);
    expect(report.top_pages).toEqual([{ page: '/wish', count: 6 }]);
    expect(report.top_events).toHaveLength(6);
    const text = formatReport(report, day);
    expect(text).toContain('每日事件数');
    expect(text).toContain(`${day}`);
    expect(text).toContain('/wish');
  });
});
