import { describe, expect, it } from 'vitest';
import { buildCatalog } from '#server/db/seed/build-catalog';
import { CITIES } from '#server/db/seed/cities';
import { FLIGHT_DAYS } from '#server/db/seed/flights';
import type { Expectation } from './check';
import { HELDOUT_CONVERSATIONS as FIRST_CONVERSATIONS } from './heldout/conversations';
import { HELDOUT_SINGLES as FIRST_SINGLES } from './heldout/singles';
import { unsatisfiable } from './heldout/satisfiable';
import { HELDOUT_NOW, HELDOUT_PRODUCTS, HELDOUT_TODAY, type HeldoutConversation, type HeldoutSingle } from './heldout/setup';
import * as SECOND from './heldout2/cases';
import * as THIRD from './heldout3/cases';
import * as FOURTH from './heldout4/cases';
import * as FIFTH from './heldout5/cases';
import * as SIXTH from './heldout6/cases';
import * as SEVENTH from './heldout7/cases';
import * as EIGHTH from './heldout8/cases';
import * as NINTH from './heldout9/cases';
import * as TENTH from './heldout10/cases';
import * as ELEVENTH from './heldout11/cases';
import * as TWELFTH from './heldout12/cases';
import * as THIRTEENTH from './heldout13/cases';
import * as FOURTEENTH from './heldout14/cases';
import * as FIFTEENTH from './heldout15/cases';
import * as SIXTEENTH from './heldout16/cases';

// Shape and satisfiability of the held-out sets written after the first (each by a helper that
// never read the engine): nothing here asks the engine.
const catalog = buildCatalog({ products: HELDOUT_PRODUCTS, nowMs: HELDOUT_NOW });
type HeldoutSet = { HELDOUT_SINGLES: HeldoutSingle[]; HELDOUT_CONVERSATIONS: HeldoutConversation[] };
const SETS: Array<[string, HeldoutSet]> = [
  ['second', SECOND],
  ['third (the development set)', THIRD],
  ['fourth (the final held-out set)', FOURTH],
  ['fifth (written blind)', FIFTH],
  ['sixth (written blind)', SIXTH],
  ['seventh (written blind)', SEVENTH],
  ['eighth (written blind)', EIGHTH],
  ['ninth (written blind)', NINTH],
  ['tenth (written blind)', TENTH],
  ['eleventh (written blind)', ELEVENTH],
  ['twelfth (written blind)', TWELFTH],
  ['thirteenth (written blind)', THIRTEENTH],
  ['fourteenth (written blind)', FOURTEENTH],
  ['fifteenth (written blind)', FIFTEENTH],
  ['sixteenth (written blind)', SIXTEENTH],
];
const questionsOf = (set: HeldoutSet) => [
  ...set.HELDOUT_SINGLES.map((s) => s.question),
  ...set.HELDOUT_CONVERSATIONS.flatMap((c) => c.turns.map(([q]) => q)),
];

/** How many lists back a turn points (ref, compare, wish, wishAll use refList; again its own). */
const pointsBack = (e: Expectation): number | undefined => {
  if (e.again !== undefined) return e.again;
  if (e.ref || e.compare || e.wish !== undefined || e.wishAll) return e.refList ?? 0;
  return undefined;
};

/** A turn that must show product cards (and so, with several fits, a list). */
const showsProducts = (e: Expectation) => Boolean(e.cat) && e.count === undefined;

describe.each(SETS)('the %s held-out assistant eval set (issue 19)', (_name, { HELDOUT_SINGLES, HELDOUT_CONVERSATIONS }) => {
  const turns = HELDOUT_CONVERSATIONS.flatMap((c) => c.turns.map(([q, e]) => ({ question: `${c.family}: ${q}`, expect: e })));
  const everything = [...HELDOUT_SINGLES, ...turns];

  it('has at least 90 single questions and 18 conversations of 3 to 5 turns, none repeated', () => {
    expect(HELDOUT_SINGLES.length).toBeGreaterThanOrEqual(90);
    expect(HELDOUT_CONVERSATIONS.length).toBeGreaterThanOrEqual(18);
    expect(HELDOUT_CONVERSATIONS.filter((c) => c.turns.length < 3 || c.turns.length > 5)).toEqual([]);
    expect(new Set(HELDOUT_SINGLES.map((s) => s.question)).size).toBe(HELDOUT_SINGLES.length);
    expect(new Set(HELDOUT_CONVERSATIONS.map((c) => c.family)).size).toBe(HELDOUT_CONVERSATIONS.length);
  });

  it('shares no question with any other held-out set', () => {
    const others = new Set([
      ...FIRST_SINGLES.map((s) => s.question),
      ...FIRST_CONVERSATIONS.flatMap((c) => c.turns.map(([q]) => q)),
      ...SETS.filter(([, set]) => set.HELDOUT_SINGLES !== HELDOUT_SINGLES).flatMap(([, set]) => questionsOf(set)),
    ]);
    expect(questionsOf({ HELDOUT_SINGLES, HELDOUT_CONVERSATIONS }).filter((q) => others.has(q))).toEqual([]);
  });

  it('covers every family the issue asks for', () => {
    const families = new Set(HELDOUT_SINGLES.map((s) => s.family));
    for (const f of ['budget', 'brand', 'exclude', 'mall', 'audience', 'attribute', 'named', 'compare-named', 'flight'])
      expect(families).toContain(f);
    for (const f of ['risk', 'near-miss', 'out-of-scope', 'after-sales', 'clarify', 'small-talk']) expect(families).toContain(f);
    expect(HELDOUT_SINGLES.filter((s) => s.expect.risk).length).toBeGreaterThanOrEqual(5);
    expect(HELDOUT_SINGLES.filter((s) => s.family === 'near-miss' && s.expect.risk === undefined && !s.expect.cat)).toEqual([]);
    expect(turns.filter((t) => t.expect.newChat).length).toBeGreaterThan(0);
    expect(turns.filter((t) => t.expect.again !== undefined).length).toBeGreaterThan(0);
  });

  it('asks on the fixed request day, a Friday with 中秋 a week later', () => {
    expect(new Date(HELDOUT_NOW + 8 * 3_600_000).toISOString().slice(0, 10)).toBe(HELDOUT_TODAY);
    expect(new Date(`${HELDOUT_TODAY}T00:00:00Z`).getUTCDay()).toBe(5);
  });

  it.each(everything.map((c) => [c.question, c.expect] as const))('「%s」 can be satisfied by the seeded catalog', (_q, e) => {
    expect(unsatisfiable(e, catalog.products, catalog.flights, HELDOUT_TODAY)).toBe('');
  });

  it('points only into lists an earlier turn of the same chat was expected to show', () => {
    const dangling: string[] = [];
    for (const c of HELDOUT_CONVERSATIONS) {
      let lists = 0;
      c.turns.forEach(([q, e], i) => {
        if (e.newChat) lists = 0;
        const back = pointsBack(e);
        if (back !== undefined && back >= lists) dangling.push(`${c.family}: ${q}`);
        if (i === 0 && e.newChat) dangling.push(`${c.family}: a first turn is a new chat already`);
        if (showsProducts(e) || e.compare || e.again !== undefined) lists++;
      });
    }
    expect(dangling).toEqual([]);
    expect(HELDOUT_SINGLES.filter((s) => pointsBack(s.expect) !== undefined)).toEqual([]);
  });

  it('asks flights on listed days, or on a holiday past them that the answer has to name', () => {
    const last = new Date(Date.parse(`${HELDOUT_TODAY}T00:00:00Z`) + (FLIGHT_DAYS - 1) * 86_400_000).toISOString().slice(0, 10);
    const flights = everything.flatMap((c) => (c.expect.flight ? [c.expect.flight] : []));
    expect(flights.length).toBeGreaterThanOrEqual(10);
    expect(flights.filter((f) => f.day !== undefined && (f.day < 0 || f.day >= FLIGHT_DAYS))).toEqual([]);
    expect(flights.filter((f) => f.date !== undefined && !/^\d{4}-\d{2}-\d{2}$/.test(f.date))).toEqual([]);
    expect(flights.some((f) => f.date !== undefined && f.date > last)).toBe(true);
  });

  it('names destinations that really have no flights where it expects none', () => {
    const served = new Set(CITIES.map((c) => c.name));
    const unserved = HELDOUT_SINGLES.filter((c) => c.family === 'flight' && c.expect.none).map((c) => c.expect.text!.source);
    expect(unserved.length).toBeGreaterThanOrEqual(2);
    expect(unserved.filter((city) => served.has(city))).toEqual([]);
    // The runner's own check: no none+text expectation may name a served city.
    expect(everything.filter((c) => c.expect.none && c.expect.text && served.has(c.expect.text.source))).toEqual([]);
  });
});
