import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ANALYTICS_ENDPOINTS, API_ERRORS, API_PREFIX } from '@app/protocol';

const API_PREFIXES = [API_PREFIX, '/passport/', '/media/', ANALYTICS_ENDPOINTS.collect];
const isApiPath = (url: string) => url === API_PREFIX.slice(0, -1) || API_PREFIXES.some((p) => url.startsWith(p));

/**
 * Serves the built SPA with history fallback: unknown GETs that want HTML get index.html;
 * unknown paths under the API prefixes are JSON 404s.
 */
export async function registerSpa(app: FastifyInstance, webDist: string, mediaDir: string): Promise<void> {
  fs.mkdirSync(mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: mediaDir,
    prefix: '/media/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
  const indexFile = path.join(webDist, 'index.html');
  const hasSpa = fs.existsSync(indexFile);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: true,
      // The build writes .br and .gz copies of its text files (apps/web/vite-precompress.ts).
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) res.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
    // wildcard:false registers only files present at start; the index is served by the fallback.
  } else {
    app.log.warn({ webDist }, 'web app is not built; only the API is served');
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    if (isApiPath(url) || request.method !== 'GET' || !hasSpa) {
      return reply.status(404).send({ error_code: 404, error_msg: `${API_ERRORS.not_found.message}：${url}` });
    }
    return reply.header('Cache-Control', 'no-cache').sendFile('index.html', webDist);
  });
}
