import pino, { type Logger } from 'pino';
import type { Config } from './config';

/** Tokens, codes and passwords never reach the log. */
const REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.token',
  '*.code',
  '*.password',
  '*.secret_key',
  '*.accessToken',
];

export function createLogger(config: Config): Logger {
  return pino({
    level: config.logLevel,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; ip?: string }) => ({
        method: req.method,
        // query strings may carry tokens (ws_token, captcha answers): log the path only
        url: req.url.split('?')[0],
        ip: req.ip,
      }),
    },
  });
}
