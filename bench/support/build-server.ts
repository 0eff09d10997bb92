import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';

/** A server on 127.0.0.1 at a free port, and how to stop it with its open connections. */
export interface LocalServer {
  baseUrl: string;
  close: () => Promise<void>;
}

/** Content types of the files a Vite build holds. */
const BUILD_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
};

/** The file of build `dir` that request `url` names; index.html for any path without a file (the app's routes). */
export function buildFileFor(dir: string, url: string): string {
  const pathname = decodeURIComponent(new URL(url, 'http://x').pathname);
  const file = path.join(dir, path.normalize(pathname));
  if (!file.startsWith(dir) || !fs.existsSync(file) || fs.statSync(file).isDirectory()) return path.join(dir, 'index.html');
  return file;
}

export const buildContentType = (file: string): string => BUILD_TYPES[path.extname(file)] ?? 'application/octet-stream';

/** How long a browser may keep a build's file: hashed assets forever, anything else revalidated. */
export const buildCacheControl = (file: string): string =>
  file.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache';

/** Listens on 127.0.0.1 at a free port. */
export async function listenLocal(server: http.Server): Promise<LocalServer> {
  await new Promise<void>((resolve) => server.listen({ host: '127.0.0.1', port: 0 }, resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
