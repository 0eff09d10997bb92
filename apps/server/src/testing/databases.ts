import { announceSkip, TEST_DATABASE_URL, TEST_REDIS_URL } from './harness';

/**
 * Whether a suite's PostgreSQL / Redis part can run. Each answers at the suite's top level and,
 * when a variable is missing, prints the visible skip line naming it, so a run without them
 * says what it left out.
 */
export function hasPostgres(what: string): boolean {
  if (!TEST_DATABASE_URL) announceSkip(what, 'TEST_DATABASE_URL');
  return !!TEST_DATABASE_URL;
}

export function hasPostgresAndRedis(what: string): boolean {
  if (!TEST_DATABASE_URL) announceSkip(what, 'TEST_DATABASE_URL');
  else if (!TEST_REDIS_URL) announceSkip(what, 'TEST_REDIS_URL');
  return !!(TEST_DATABASE_URL && TEST_REDIS_URL);
}

/** The databases a suite runs on, for `describe.each`: SQLite, and PostgreSQL when it is set. */
export function testDatabases(what: string): Array<{ name: string; postgresUrl: string | undefined }> {
  const postgres = hasPostgres(what) ? [{ name: 'PostgreSQL', postgresUrl: TEST_DATABASE_URL }] : [];
  return [{ name: 'SQLite', postgresUrl: undefined }, ...postgres];
}

export function hasRedis(what: string): boolean {
  if (!TEST_REDIS_URL) announceSkip(what, 'TEST_REDIS_URL');
  return !!TEST_REDIS_URL;
}

/**
 * The stores a streaming suite runs on, for `describe.each`: SQLite in one process (no Redis),
 * and PostgreSQL + Redis (answers' events in the Redis feed) when both are set.
 */
export function testStores(what: string): Array<{ name: string; postgresUrl: string | undefined; env: Record<string, string> }> {
  const shared = hasPostgresAndRedis(what)
    ? [{ name: 'PostgreSQL + Redis', postgresUrl: TEST_DATABASE_URL, env: { REDIS_URL: TEST_REDIS_URL } }]
    : [];
  return [{ name: 'SQLite', postgresUrl: undefined, env: {} }, ...shared];
}
