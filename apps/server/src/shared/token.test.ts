import { describe, expect, it } from 'vitest';
import { newId } from './token';

describe('newId', () => {
  it('gives distinct 16-character url-safe ids with the prefix, across refills of its random pool', () => {
    const ids = Array.from({ length: 2_000 }, () => newId('q_'));
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^q_[A-Za-z0-9_-]{16}$/);
  });
});
