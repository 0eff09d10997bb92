import { describe, expect, it } from 'vitest';
import { buildCatalog } from '#server/db/seed/build-catalog';
import { CITIES } from '#server/db/seed/cities';
import { HELDOUT_CONVERSATIONS } from './conversations';
import { HELDOUT_SINGLES } from './singles';
import { unsatisfiable } from './satisfiable';
import { HELDOUT_NOW, HELDOUT_PRODUCTS, HELDOUT_TODAY } from './setup';

const catalog = buildCatalog({ products: HELDOUT_PRODUCTS, nowMs: HELDOUT_NOW });
const turns = HELDOUT_CONVERSATIONS.flatMap((c) => c.turns.map(([q, e]) => ({ question: `${c.family}: ${q}`, expect: e })));

describe('held-out assistant eval set', () => {
  it('has at least 60 single questions and 15 conversations of 3 to 5 turns', () => {
    expect(HELDOUT_SINGLES.length).toBeGreaterThanOrEqual(60);
    expect(HELDOUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(15);
    expect(HELDOUT_CONVERSATIONS.filter((c) => c.turns.length < 3 || c.turns.length > 5)).toEqual([]);
    expect(new Set(HELDOUT_SINGLES.map((s) => s.question)).size).toBe(HELDOUT_SINGLES.length);
  });

  it('asks on the request day the set was written for (a Friday, 中秋 a week later)', () => {
    expect(new Date(HELDOUT_NOW + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(HELDOUT_TODAY);
    expect(new Date(`${HELDOUT_TODAY}T00:00:00Z`).getUTCDay()).toBe(5);
  });

  it.each([...HELDOUT_SINGLES, ...turns].map((c) => [c.question, c.expect] as const))(
    '「%s」 can be satisfied by the seeded catalog',
    (_question, e) => {
      expect(unsatisfiable(e, catalog.products, catalog.flights, HELDOUT_TODAY)).toBe('');
    },
  );

  it('names destinations that really have no flights where it expects none', () => {
    const served = new Set(CITIES.map((c) => c.name));
    const unserved = [...HELDOUT_SINGLES, ...turns]
      .filter((c) => c.expect.none && c.expect.text)
      .map((c) => c.expect.text!.source);
    expect(unserved.length).toBeGreaterThan(0);
    expect(unserved.filter((city) => served.has(city))).toEqual([]);
  });
});
