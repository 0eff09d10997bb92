import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, TEST_DATABASE_URL, type TestServer } from '../testing/harness';
import { hasPostgres } from '../testing/databases';

/**
 * Malformed requests over every route of the route table (so a new route is covered the day it
 * is added), with and without a login: no answer may be a 5xx or hang, and every /api error
 * carries the {error_code, error_msg} envelope. Run on SQLite and, with TEST_DATABASE_URL, on
 * PostgreSQL (which refuses NUL in text).
 */
const NUL = 'a\u0000b';
const FIELDS = [
  'account',
  'password',
  'phone',
  'code',
  'question',
  'question_id',
  'session_id',
  'product_id',
  'nickname',
  'content',
  'id',
  'task_id',
  'from_city',
  'to_city',
  'date',
  'ws_token',
  'feedback',
  'keyword',
];
const everyField = (value: unknown) => Object.fromEntries(FIELDS.map((f) => [f, value]));

/** Header-level multipart faults: the parser fails on some before reading a byte of the body. */
const MULTIPART_HEADER_FAULTS: Array<[string, string]> = [
  ['empty boundary', 'multipart/form-data; boundary='],
  ['boundary with no value', 'multipart/form-data; boundary'],
  ['boundary of 71 characters', `multipart/form-data; boundary=${'b'.repeat(71)}`],
  ['boundary of 300 characters', `multipart/form-data; boundary=${'b'.repeat(300)}`],
  ['quoted boundary of 300 characters', `multipart/form-data; boundary="${'b'.repeat(300)}"`],
  ['quoted boundary', 'multipart/form-data; boundary="XyZ"'],
  ['unclosed quote', 'multipart/form-data; boundary="XyZ'],
  ['two boundaries', 'multipart/form-data; boundary=XyZ; boundary=Other'],
  ['bad charset', 'multipart/form-data; boundary=XyZ; charset=klingon'],
  ['only a charset', 'multipart/form-data; charset=utf-8'],
  ['upper case', 'MULTIPART/FORM-DATA; BOUNDARY=XyZ'],
  ['spaces around the equals sign', 'multipart/form-data; boundary = XyZ'],
  ['empty parameters', 'multipart/form-data;;; ;'],
  ['Latin-1 boundary', 'multipart/form-data; boundary=Xy\u00e9Z'],
];

type Probe = { name: string; headers: Record<string, string>; body?: string | Uint8Array; query?: string };

const PROBES: Probe[] = [
  { name: 'NUL in every field', headers: { 'content-type': 'application/json' }, body: JSON.stringify(everyField(NUL)) },
  { name: 'NUL in one id', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ product_id: NUL }) },
  { name: 'numbers for strings', headers: { 'content-type': 'application/json' }, body: JSON.stringify(everyField(12345)) },
  { name: 'objects for strings', headers: { 'content-type': 'application/json' }, body: JSON.stringify(everyField({ $gt: '' })) },
  {
    name: 'long strings',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(everyField('长'.repeat(20_000))),
  },
  { name: 'truncated JSON', headers: { 'content-type': 'application/json' }, body: '{"question":"耳' },
  { name: 'JSON array', headers: { 'content-type': 'application/json' }, body: '[1,2,3]' },
  { name: 'JSON null', headers: { 'content-type': 'application/json' }, body: 'null' },
  { name: 'empty JSON', headers: { 'content-type': 'application/json' }, body: '' },
  { name: 'form body', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'product_id=p_000001&question=x' },
  { name: 'text body', headers: { 'content-type': 'text/plain' }, body: 'hello' },
  {
    name: 'multipart with no closing boundary',
    headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    body: '--XyZ\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n\u0089PNG',
  },
  {
    name: 'multipart part with no name',
    headers: { 'content-type': 'multipart/form-data; boundary=XyZ' },
    body: '--XyZ\r\nContent-Disposition: form-data\r\n\r\nabc\r\n--XyZ--\r\n',
  },
  { name: 'multipart without boundary', headers: { 'content-type': 'multipart/form-data' }, body: 'abc' },
  ...MULTIPART_HEADER_FAULTS.map(([name, type]): Probe => ({
    name: `multipart header: ${name}`,
    headers: { 'content-type': type },
    body: '--XyZ\r\nContent-Disposition: form-data; name="kind"\r\n\r\nimage\r\n--XyZ--\r\n',
  })),
  { name: 'NUL in the query', headers: {}, query: '?q=%00&limit=abc&ws_token=%00&id=a%00b' },
  { name: 'odd query', headers: {}, query: '?limit=-1&page=1e309&date=2026-13-45&from_city[]=x' },
];

/** Fills path parameters (`:id`) with a value that exists nowhere. */
const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, 'zz%00').replace(/\*$/, 'x');

async function send(baseUrl: string, method: string, url: string, probe: Probe, auth: Record<string, string>) {
  const withBody = method !== 'GET' && method !== 'DELETE';
  const res = await fetch(baseUrl + concrete(url) + (probe.query ?? ''), {
    method,
    headers: { ...(withBody ? probe.headers : {}), ...auth },
    body: withBody ? probe.body : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  const type = res.headers.get('content-type') ?? '';
  // A stream that started (a valid-enough question) is not read to its end.
  const text = type.includes('event-stream') ? '' : await res.text();
  if (type.includes('event-stream')) await res.body?.cancel();
  return { status: res.status, type, text };
}

function fuzzSuite(label: string, postgresUrl?: string) {
  describe(`fuzzing every route (${label})`, () => {
    let s: TestServer;
    let auth: Record<string, string>;
    beforeAll(async () => {
      s = await startTestServer({ postgresUrl, env: { CATALOG_PRODUCTS: '300' } });
      auth = (await createTestUser(s.app)).headers;
    });
    afterAll(async () => s?.close());

    it('answers every malformed request with a 4xx in the envelope, never a 5xx or a hang', async () => {
      const routes = s.app.routeTable.filter((r) => r.url.startsWith('/api') || r.url.startsWith('/passport') || r.url === '/sa');
      expect(routes.length).toBeGreaterThan(30);
      const failures: string[] = [];
      let sent = 0;
      for (const route of routes) {
        for (const probe of PROBES) {
          for (const who of [{}, auth]) {
            sent++;
            let r: Awaited<ReturnType<typeof send>>;
            try {
              r = await send(s.baseUrl, route.method, route.url, probe, who);
            } catch (e) {
              failures.push(`${route.method} ${route.url} [${probe.name}]: ${(e as Error).name}`);
              continue;
            }
            if (r.status >= 500)
              failures.push(`${route.method} ${route.url} [${probe.name}]: ${r.status} ${r.text.slice(0, 80)}`);
            if (r.status >= 400 && route.url.startsWith('/api') && r.type.includes('json')) {
              const body = JSON.parse(r.text) as { error_code?: unknown; error_msg?: unknown };
              if (typeof body.error_code !== 'number' || typeof body.error_msg !== 'string' || !body.error_msg)
                failures.push(`${route.method} ${route.url} [${probe.name}]: no envelope ${r.text.slice(0, 80)}`);
            } else if (r.status >= 400 && route.url.startsWith('/api') && !r.type.includes('json')) {
              failures.push(`${route.method} ${route.url} [${probe.name}]: ${r.status} not JSON (${r.type})`);
            }
          }
        }
      }
      console.log(`[fuzz ${label}] ${sent} requests over ${routes.length} routes, ${failures.length} failures`);
      expect(failures).toEqual([]);
    }, 300_000);

    it('names the field that holds a control character', async () => {
      const res = await fetch(`${s.baseUrl}/api/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ account: '13800000000\u0000x', password: 'password123' }),
      });
      expect(res.status).toBe(400);
      const body = (await res.json()) as { error_code: number; error_msg: string };
      expect(body.error_code).toBe(400);
      expect(body.error_msg).toMatch(/不能包含控制字符/);
      expect(body.error_msg).toMatch(/^(账号|account)/);
    });
  });
}

fuzzSuite('SQLite');
if (hasPostgres('fuzzing on PostgreSQL')) fuzzSuite('PostgreSQL', TEST_DATABASE_URL);
