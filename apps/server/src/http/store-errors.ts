/**
 * Failures that mean the database or Redis did not answer (issue 23): a reset or refused
 * connection, a timed-out query or command, a pool that could not connect. The request gets the
 * 503 envelope ("服务暂时不可用"), not the 500 of a bug; `/readyz` says 503 meanwhile.
 */
const NETWORK_CODES = new Set(['ECONNRESET', 'ECONNREFUSED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND']);

const MESSAGES = [
  // ioredis
  /^Command timed out$/,
  /^Connection is closed\.?$/,
  /^Stream isn't writeable/,
  /max retries per request/i,
  // pg and pg-pool
  /^Connection terminated/,
  /^Query read timeout$/,
  /^timeout exceeded when trying to connect$/,
  /is not queryable$/,
  /^Client was closed and is not queryable$/,
];

export function isStoreUnavailable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string') {
    if (NETWORK_CODES.has(code)) return true;
    // PostgreSQL: connection exceptions (08…), the server shutting down or restarting (57P0…).
    if (/^08[0-9A-Z]{3}$/.test(code) || /^57P0[1-3]$/.test(code)) return true;
  }
  if (err.name === 'MaxRetriesPerRequestError') return true;
  return MESSAGES.some((m) => m.test(err.message));
}
