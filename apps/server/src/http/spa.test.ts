import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/harness';

const SCRIPT = `console.log(${JSON.stringify('购物助手'.repeat(400))});\n`;
const INDEX = `<!doctype html><html lang="zh-CN"><body><div id="root"></div>${'<!-- pad -->'.repeat(100)}</body></html>`;

/** A built web app as apps/web's build leaves it: text files with .br and .gz copies. */
function writeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'spa-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  const files: Array<[string, string]> = [
    ['index.html', INDEX],
    ['assets/app-1a2b.js', SCRIPT],
  ];
  for (const [name, text] of files) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, text);
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(text));
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(text));
  }
  return dir;
}

const get = (s: TestServer, url: string, acceptEncoding?: string) =>
  fetch(`${s.baseUrl}${url}`, { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('the built web app over real HTTP: compressed copies, history fallback', () => {
  let s: TestServer;
  let dist: string;
  beforeAll(async () => {
    dist = writeDist();
    s = await startTestServer({ seedCatalog: false, env: { WEB_DIST: dist } });
  });
  afterAll(async () => {
    await s?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip', 'br'],
    ['gzip', 'gzip'],
    ['identity', null],
  ])('a script asked for with Accept-Encoding %s comes as %s, cached for good, same text', async (accept, encoding) => {
    const res = await get(s, '/assets/app-1a2b.js', accept);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe(encoding);
    expect(res.headers.get('vary')?.toLowerCase()).toContain('accept-encoding');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(SCRIPT);
  });

  it('a page route gets index.html, compressed when the browser accepts it', async () => {
    const res = await get(s, '/chatNext?mode=text', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(await res.text()).toBe(INDEX);
  });

  it('an unknown /api path is still a JSON 404', async () => {
    const res = await get(s, '/api/nope', 'br');
    expect(res.status).toBe(404);
    expect(((await res.json()) as { error_code: number }).error_code).toBe(404);
  });
});
