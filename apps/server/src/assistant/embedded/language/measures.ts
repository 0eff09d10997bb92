import type { CatalogProduct } from '#server/modules/catalog/service';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { chineseNumber } from './budget';
import {
  COMPARISON_SAID,
  COMPARISON_WORDS,
  MEASURE_SUBJECTS,
  MEASURE_UNITS,
  type Comparison,
  type MeasureUnit,
} from './lexicon/measure-words';
import { householdOf, householdValue, roomValue } from './household';
import { deviceFitValue } from './device-fit';

/**
 * Measures compared against the listings' spec values (decision 044): a number (Arabic or
 * Chinese), a unit word (lexicon MEASURE_UNITS) and a comparison word before or after it
 * (COMPARISON_WORDS): 500升以上, 续航一百公里以上, 屏幕大于65寸, 容量至少5L, 重量1kg以下, 能睡四个人.
 * Units are brought to one base per kind (十斤 is 5kg, 1TB is 1024GB), and a listing's range
 * (3-4人) meets a comparison when some of it does: 能睡四个人 takes 3-4人 and 5-8人.
 *
 * A comparison is kept as a value string the answer can show and this grammar reads back
 * (500升以上, 1公斤以下, 4人以上): the search filters listings by it like any stated value.
 */
export interface Measure {
  kind: string;
  /** The amount in the kind's base unit (5000 for 十斤: grams). */
  amount: number;
  op: Comparison;
  /** The value string the need keeps (500升以上). */
  value: string;
  /** The words of the question that said it (500升以上, 能睡四个人): no keywords. */
  span: string;
  /** What it is a measure of, when said (容量, 屏幕). */
  subject: string | null;
  /** The measure as stated values spell it (500l), which the comparison replaces. */
  stated: string;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map(escape)
    .join('|');

const NUMBER = String.raw`\d+(?:\.\d+)?|[零〇一二两三四五六七八九十百千万]+(?:点[零〇一二三四五六七八九]+)?`;
const SAYS = alternation(MEASURE_UNITS.flatMap((u) => u.says));
const BEFORE = alternation(COMPARISON_WORDS.flatMap((c) => c.before));
const AFTER = alternation(COMPARISON_WORDS.flatMap((c) => c.after));
const SUBJECT = alternation(MEASURE_SUBJECTS);
const LINK = String.raw`\s*(?:要|得|是|有|在|需要)?\s*`;
/** [subject] [before] number unit [after]; a Latin unit is not the head of a longer word (5gb is gb). */
const SAID = new RegExp(
  String.raw`(?:(${SUBJECT})${LINK})?(?:(${BEFORE})${LINK})?(${NUMBER})\s*(${SAYS})(?![a-z])\s*(?:装)?\s*(${AFTER})?`,
  'gi',
);
const LISTED = new RegExp(
  String.raw`(?<![A-Za-z\d.])(\d+(?:\.\d+)?)(?:-(\d+(?:\.\d+)?))?\s?(${alternation(MEASURE_UNITS.flatMap((u) => u.lists))})(?![A-Za-z³²/])(\+)?`,
  'g',
);

const opOf = (word: string | undefined, side: 'before' | 'after'): Comparison | null =>
  word ? (COMPARISON_WORDS.find((c) => c[side].includes(word.toLowerCase()))?.op ?? null) : null;

const numberOf = (text: string): number | null => {
  if (/^\d/.test(text)) return Number(text);
  const [int, frac] = text.split('点');
  const n = chineseNumber(int!);
  if (n === null) return null;
  return frac ? Number(`${n}.${[...frac].map((c) => '零一二三四五六七八九'.indexOf(c.replace('〇', '零'))).join('')}`) : n;
};

const unitsSaid = (word: string): MeasureUnit[] => MEASURE_UNITS.filter((u) => u.says.includes(word.toLowerCase()));

/** The measures a listing shows in its title and spec values, by kind (ranges as [low, high]). */
function listedMeasures(text: string): Array<{ kind: string; low: number; high: number }> {
  return [...text.matchAll(LISTED)].flatMap((m) => {
    const unit = MEASURE_UNITS.find((u) => u.lists.includes(m[3]!));
    if (!unit) return [];
    const a = Number(m[1]) * unit.factor;
    const b = m[2] ? Number(m[2]) * unit.factor : a;
    // 3岁+: from that amount up, with no end (decision 085).
    return [{ kind: unit.kind, low: Math.min(a, b), high: m[4] ? Infinity : Math.max(a, b) }];
  });
}

const kindsCache = new WeakMap<Vocabulary, Map<string, Set<string>>>();

/** The kinds of measure each category's listings state (容积 for fridges, 人数 for tents). */
function kindsByCategory(vocabulary: Vocabulary): Map<string, Set<string>> {
  const hit = kindsCache.get(vocabulary);
  if (hit) return hit;
  const kinds = new Map<string, Set<string>>();
  for (const [categoryId, , phrase] of vocabulary.specPhrases)
    for (const m of listedMeasures(phrase)) {
      if (!kinds.has(categoryId)) kinds.set(categoryId, new Set());
      kinds.get(categoryId)!.add(m.kind);
    }
  kindsCache.set(vocabulary, kinds);
  return kinds;
}

/**
 * The comparisons a question states, of the kinds the categories' listings show (any category's
 * when none is known). A measure with no comparison word is left to stated values (512G, 75寸),
 * unless its unit compares bare (四人帐篷).
 */
export function measuresIn(question: string, vocabulary: Vocabulary | null, categoryIds: readonly string[] = []): Measure[] {
  const byCategory = vocabulary ? kindsByCategory(vocabulary) : null;
  const stated = (kind: string) =>
    !byCategory ||
    (categoryIds.length ? categoryIds : [...byCategory.keys()]).some((id) => byCategory.get(id)?.has(kind) ?? false);
  const found: Measure[] = [];
  for (const m of question.matchAll(SAID)) {
    const [span, subject, before, number, said, after] = m;
    const unit = unitsSaid(said!).find((u) => stated(u.kind));
    const amount = numberOf(number!);
    const op = opOf(after, 'after') ?? opOf(before, 'before') ?? unit?.bare ?? null;
    if (!unit || amount === null || !op) continue;
    found.push({
      kind: unit.kind,
      amount: amount * unit.factor,
      op,
      value: `${amount}${unit.says[0]}${COMPARISON_SAID[op]}`,
      span: span.trim(),
      subject: subject ?? null,
      stated: `${amount}${said!.toLowerCase()}`,
    });
  }
  return withHousehold(question, found, vocabulary ? categoryIds : []);
}

/**
 * 家里就两个人 with dishwashers (decision 063): the household's comparison (8套以下) stands in
 * for what its number would say as a measure (2人以上), in categories sized by household.
 */
function withHousehold(question: string, found: Measure[], categoryIds: readonly string[]): Measure[] {
  const household = householdOf(question);
  const value = household && householdValue(household, categoryIds);
  // A size said as a measure (1.5匹的) wins over the room's (卧室用 1.5匹).
  const room = found.length ? null : (roomValue(question, categoryIds) ?? deviceFitValue(question, categoryIds));
  const said = household && value ? { value, span: household.span } : room;
  const [m] = said ? measuresIn(said.value, null) : [];
  if (!said || !m) return found;
  const outside = found.filter((f) => !said.span.includes(f.span) && !f.span.includes(said.span));
  return [...outside, { ...m, span: said.span, stated: said.span }];
}

/** Is the value a comparison this grammar wrote (500升以上)? Then it reads it back. */
export function measureOf(value: string): Measure | null {
  const [m] = measuresIn(value, null);
  return m && m.span === value ? m : null;
}

/** Does the listing show a measure of the kind that meets the comparison? */
export function meetsMeasure(p: CatalogProduct, m: Measure): boolean {
  const shown = listedMeasures([p.title, ...Object.values(p.specs)].join('|')).filter((x) => x.kind === m.kind);
  if (!shown.length && MEASURE_UNITS.some((u) => u.kind === m.kind && u.unstatedFits)) return true;
  return shown.some((x) =>
    m.op === 'min'
      ? x.high >= m.amount
      : m.op === 'max'
        ? x.low <= m.amount
        : x.low <= m.amount * 1.1 && x.high >= m.amount * 0.9,
  );
}
