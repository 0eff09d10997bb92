import { createRequire } from 'node:module';
import type { FastifyHelmetOptions } from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Security headers (helmet) of every response: a strict CSP for the SPA, no HSTS (TLS ends at the proxy). */
export const HELMET_OPTIONS: FastifyHelmetOptions = {
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: ["'self'", "'unsafe-inline'"],
      // https: for product and answer images on the shared whitelist (packages/protocol safe-url, decision 012).
      imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
      mediaSrc: ["'self'", 'blob:'],
      connectSrc: ["'self'", 'ws:', 'wss:'],
      fontSrc: ["'self'", 'data:'],
      objectSrc: ["'none'"],
      frameAncestors: ["'self'"],
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  hsts: false,
};

type HeaderSink = { setHeader(name: string, value: string): void; removeHeader(name: string): void };
type HelmetMiddleware = (req: unknown, res: HeaderSink, next: (err?: unknown) => void) => void;

/**
 * helmet itself, as @fastify/helmet loads it (its own dependency, so exactly the version the
 * plugin would call).
 */
function pluginHelmet(): (options: object) => HelmetMiddleware {
  const pluginRequire = createRequire(createRequire(import.meta.url).resolve('@fastify/helmet'));
  return pluginRequire('helmet') as (options: object) => HelmetMiddleware;
}

/**
 * The headers @fastify/helmet sets with these options, worked out once. The plugin builds
 * helmet's middleware anew for every request, parsing the CSP directives each time, which was
 * 3 % of what a chat question costs before its first event; with no CSP nonces the headers
 * depend on nothing in the request, so they are computed once and set as they are. helmet only
 * sets and removes headers, so a recording response is all it needs.
 */
export function helmetHeaders(options: FastifyHelmetOptions = HELMET_OPTIONS): Record<string, string> {
  const { enableCSPNonces, global, ...configuration } = options;
  if (enableCSPNonces || global === false)
    throw new Error('security headers: CSP nonces and non-global helmet are not supported');
  const headers: Record<string, string> = {};
  const sink: HeaderSink = {
    setHeader: (name, value) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name) => void delete headers[name.toLowerCase()],
  };
  pluginHelmet()(configuration)(undefined, sink, (err) => {
    if (err) throw err;
  });
  return headers;
}

/** Sets helmet's headers (see helmetHeaders) on every response of `app`. */
export function registerSecurityHeaders(app: FastifyInstance): void {
  const headers = helmetHeaders();
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
