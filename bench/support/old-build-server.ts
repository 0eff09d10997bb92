import fs from 'node:fs';
import http from 'node:http';
import { buildCacheControl, buildContentType, buildFileFor, listenLocal, type LocalServer } from './build-server';
import { helmetHeaders } from '../../apps/server/src/http/security-headers';

const API_PREFIXES = ['/api/', '/passport/', '/media/', '/sa'];

/**
 * Serves another build of apps/web (`dir`, e.g. the old one) the way the app server serves its
 * own: the build's brotli or gzip copy when the browser takes it, immutable assets, index.html for
 * any other GET; API paths go to the app server at `apiBase`, so both builds talk to the same
 * server and user (cookies ignore the port; localStorage does not, so log this origin in too).
 * The Host header is passed on as it came, so the server's same-origin check sees its own origin;
 * pages carry the server's security headers (its CSP forbids eval, which changes how zod parses).
 */
export async function serveOtherBuild(dir: string, apiBase: string): Promise<LocalServer> {
  const api = new URL(apiBase);
  const security = helmetHeaders();
  const server = http.createServer((req, res) => {
    const url = req.url ?? '/';
    if (API_PREFIXES.some((p) => url.startsWith(p))) {
      const upstream = http.request(
        { host: api.hostname, port: api.port, method: req.method, path: url, headers: req.headers },
        (up) => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          up.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      return void req.pipe(upstream);
    }
    const file = buildFileFor(dir, url);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = [
      ['br', '.br'],
      ['gzip', '.gz'],
    ].find(([name, ext]) => new RegExp(`\\b${name}\\b`).test(accepts) && fs.existsSync(file + ext));
    res.writeHead(200, {
      ...security,
      'content-type': buildContentType(file),
      'cache-control': buildCacheControl(file),
      ...(encoding ? { 'content-encoding': encoding[0], vary: 'Accept-Encoding' } : {}),
    });
    res.end(fs.readFileSync(encoding ? file + encoding[1] : file));
  });
  return listenLocal(server);
}
