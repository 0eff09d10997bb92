import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { CITIES } from '#server/db/seed/cities';
import { MALLS } from '#server/db/seed/malls';
import type { Expectation } from '../check';
import { brandsIn, satisfiable } from './catalog';
import { generateConversations, generateSingles } from './index';
import { chinese, written } from './numerals';

const CATEGORY_IDS = new Set(CATEGORIES.map((c) => c.id));
const CITY_NAMES = new Set(CITIES.map((c) => c.name));
const MALL_NAMES = new Set(MALLS.map((m) => m.name));

/** Reasons an expectation is malformed: unknown ids, brands outside its categories, empty intervals. */
function problems(e: Expectation): string[] {
  const out: string[] = [];
  const cats = e.cat?.split('|') ?? [];
  for (const id of cats) if (!CATEGORY_IDS.has(id)) out.push(`unknown category ${id}`);
  const known = cats.length ? brandsIn(cats.filter((id) => CATEGORY_IDS.has(id))) : [];
  for (const b of [...(e.brands ?? []), ...(e.hasBrands ?? [])])
    if (cats.length && !known.includes(b) && !e.brands) out.push(`brand ${b}`);
  if (e.brands && cats.length && !e.brands.some((b) => known.includes(b)))
    out.push(`no brand of ${e.brands.join('/')} in ${e.cat}`);
  if (e.min !== undefined && e.max !== undefined && e.min >= e.max) out.push(`empty interval ${e.min}-${e.max}`);
  if (e.mall && !MALL_NAMES.has(e.mall)) out.push(`unknown mall ${e.mall}`);
  if (e.flight) {
    if (!CITY_NAMES.has(e.flight.from) || !CITY_NAMES.has(e.flight.to)) out.push('unknown city');
    if (e.flight.date && !/^\d{4}-\d{2}-\d{2}$/.test(e.flight.date)) out.push(`bad date ${e.flight.date}`);
  }
  if (!satisfiable(e)) out.push('no seeded model satisfies it');
  if (Object.keys(e).length === 0) out.push('no expectation');
  return out;
}

describe('the generated eval set', () => {
  const singles = generateSingles();
  const conversations = generateConversations();

  it('has at least 1,500 distinct single questions in at least 40 families and 100 conversations of 3-5 turns', () => {
    expect(singles.length).toBeGreaterThanOrEqual(1500);
    expect(new Set(singles.map((s) => s.family)).size).toBeGreaterThanOrEqual(40);
    expect(new Set(singles.map((s) => s.question)).size).toBe(singles.length);
    expect(conversations.length).toBeGreaterThanOrEqual(100);
    for (const c of conversations) expect(c.turns.length, c.turns[0]![0]).toSatisfy((n: number) => n >= 3 && n <= 5);
  });

  it('is the same on every run (seeded)', () => {
    expect(generateSingles().map((s) => s.question)).toEqual(singles.map((s) => s.question));
    expect(generateConversations()).toEqual(conversations);
  });

  it('gives every case a valid, satisfiable expectation', () => {
    const bad = [...singles.map((s) => [s.question, s.expect] as const), ...conversations.flatMap((c) => c.turns)]
      .map(([q, e]) => [q, problems(e)] as const)
      .filter(([, p]) => p.length);
    expect(bad).toEqual([]);
  });

  it.each([
    'price.upto',
    'price.around',
    'price.chutou',
    'price.duo',
    'price.atleast',
    'price.span',
    'price.range',
    'brand.latin',
    'brand.pinyin',
    'brand.nickname',
    'exclude.one',
    'exclude.two',
    'choice.either',
    'named.compare',
    'category.colloquial',
    'mall',
    'flight.holiday',
    'flight.relative',
    'flight.abroad',
    'risk.counterfeit',
    'risk.prescription',
    'risk.invoice',
    'risk.brushing',
    'risk.near-miss',
    'scope.out',
    'scope.after-sales',
    'vague',
    'wrap.ask',
    'wrap.noise',
    'category.everyday',
    'price.wrap',
    'price.fullwidth',
    'exclude.order',
    'choice.only',
    'mall.nickname',
    'audience',
    'attr.stated',
    'flight.when',
    'flight.daypart',
    'flight.return',
    'risk.replica',
    'risk.more',
    'risk.near-miss.more',
    'scope.out.more',
    'scope.after-sales.more',
    'vague.more',
    'words.filler',
    'words.count',
    'words.relax',
    'words.after-sales',
    'words.nickname',
    'words.audience-variant',
    'cover.category',
    'cover.brand',
    'cover.brand-alias',
    'cover.not-brand',
    'exclude.loose',
    'price.hedged',
    'compare.bare',
  ])('covers the %s family', (family) => {
    expect(singles.filter((s) => s.family === family).length).toBeGreaterThanOrEqual(5);
  });

  it('covers relaxation, raised budgets, references, comparisons, topic switches and new chats', () => {
    const turns = conversations.flatMap((c) => c.turns.map(([, e]) => e));
    expect(turns.filter((e) => e.brandsAtLeast).length).toBeGreaterThan(10);
    expect(turns.filter((e) => e.someAbove).length).toBeGreaterThan(10);
    expect(turns.filter((e) => e.wishAll).length).toBeGreaterThan(5);
    expect(turns.filter((e) => e.again).length).toBeGreaterThan(5);
    expect(turns.filter((e) => e.refList).length).toBeGreaterThan(5);
    expect(turns.filter((e) => e.newChat).length).toBeGreaterThan(5);
    expect(turns.filter((e) => e.compare || e.count).length).toBeGreaterThan(10);
  });

  it('asks every category by its shopper words and every catalog brand with each category it sells', () => {
    const asked = singles.filter((s) => s.family === 'cover.category').map((s) => s.expect.cat!.split('|'));
    expect(CATEGORIES.filter((c) => !asked.some((cats) => cats.includes(c.id))).map((c) => c.id)).toEqual([]);
    // A cover.brand question another family asked first in the same words (小天鹅 洗衣机哪款好) is kept there.
    const branded = new Set(
      singles.filter((s) => s.family === 'cover.brand' || s.family.startsWith('brand.')).flatMap((s) => s.expect.brands ?? []),
    );
    expect([...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))].filter((b) => !branded.has(b))).toEqual([]);
  });

  it('dates holidays as their real days after the fixed request day (Friday 2026-05-22)', () => {
    const dateOf = (q: string) => singles.find((s) => s.question.includes(q))?.expect.flight?.date;
    expect(dateOf('国庆')).toBe('2026-10-01');
    expect(dateOf('端午')).toBe('2026-06-19');
    expect(dateOf('春节')).toBe('2027-02-06');
  });
});

describe('how amounts are written', () => {
  it.each([
    [2000, '两千'],
    [1500, '一千五'],
    [20_000, '两万'],
    [15_000, '一万五'],
    [300, '三百'],
    [150, '一百五'],
    [30, '三十'],
    [10, '十'],
    [2345, undefined],
  ])('%i in Chinese is %s', (n, text) => expect(chinese(n)).toBe(text));

  it.each([
    [1500, 'k', '1.5k'],
    [1000, 'k', '1k'],
    [20_000, 'w', '2w'],
    [30_000, 'wan', '3万'],
    [300, 'k', undefined],
    [2000, 'qian', '2千'],
  ] as const)('%i in style %s is %s', (n, style, text) => expect(written(n, style)).toBe(text));
});
