import { describe, expect, it } from 'vitest';
import { isStoreUnavailable } from './store-errors';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });
const named = (message: string, name: string) => Object.assign(new Error(message), { name });

describe('isStoreUnavailable', () => {
  it.each([
    ['a reset connection', withCode('read ECONNRESET', 'ECONNRESET'), true],
    ['a refused connection', withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'), true],
    ['PostgreSQL shutting down', withCode('terminating connection due to administrator command', '57P01'), true],
    ['a PostgreSQL connection exception', withCode('connection failure', '08006'), true],
    ['pg: connection terminated', new Error('Connection terminated unexpectedly'), true],
    ['pg: query read timeout', new Error('Query read timeout'), true],
    ['pg-pool: connect timeout', new Error('timeout exceeded when trying to connect'), true],
    ['ioredis: command timeout', new Error('Command timed out'), true],
    [
      'ioredis: retries exhausted',
      named('Reached the max retries per request limit (which is 1).', 'MaxRetriesPerRequestError'),
      true,
    ],
    ['ioredis: closed connection', new Error('Connection is closed.'), true],
    [
      'a unique violation (a bug or a race, not an outage)',
      withCode('duplicate key value violates unique constraint', '23505'),
      false,
    ],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'x')"), false],
    ['not an error', 'ECONNRESET', false],
  ])('%s → %s', (_what, err, expected) => {
    expect(isStoreUnavailable(err)).toBe(expected);
  });
});
