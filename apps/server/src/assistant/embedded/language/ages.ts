import { AGE_ENDS, AGE_FILLERS, AGE_PEOPLE, GENERATION_SUFFIXES } from './lexicon/age-words';

/**
 * Ages are never prices (decision 060): 我爸六十多了 is a man in his sixties, not a budget of 60多元;
 * 三岁, 三十来岁, 九零后 the same. `withoutAges` blanks them (same length) before the budget grammar runs.
 */
const alt = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
const CN = '[零〇一二两三四五六七八九十]';
const NUMBER = `(?:\\d{1,3}|${CN}{1,4})`;
/** 我爸六十多了, 孩子今年三岁: a person, fillers, a number (多/来/几 after it), then an age end. */
const PERSON_AGE = new RegExp(`(?:${alt(AGE_PEOPLE)})(?:${alt(AGE_FILLERS)})?${NUMBER}(?:多|来|几)?(?=${alt(AGE_ENDS)}|$)`, 'g');
/** 三岁, 六十多岁, 三十来岁, 八个月大: a number with an age unit. */
const WITH_UNIT = new RegExp(`${NUMBER}(?:多|来|几)?(?:周岁|岁|个月大)`, 'g');
/** 九零后, 95后, 00后. */
const GENERATION = new RegExp(
  `(?<![\\d零〇一二三四五六七八九十])(?:[零〇一二三四五六七八九]{2}|\\d{2})(?:${alt(GENERATION_SUFFIXES)})`,
  'g',
);

/** Above this a figure after a person is no age (我500，). */
const MAX_AGE = 120;

const blank = (m: string) => '，'.repeat(m.length);

/** The question with every age blanked, its length kept. */
export function withoutAges(text: string): string {
  return text
    .replace(PERSON_AGE, (m) => {
      const person = AGE_PEOPLE.filter((p) => m.startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? '';
      // 我500，: a figure over any age is still money.
      const figure = /\d+/.exec(m)?.[0];
      if (figure && Number(figure) > MAX_AGE) return m;
      return person + blank(m.slice(person.length));
    })
    .replace(WITH_UNIT, blank)
    .replace(GENERATION, blank);
}

/**
 * The figure of the age a question says (我爸六十多了 → 六十, 孩子今年3岁 → 3, 十岁小朋友 → 十), or
 * null; a generation (九零后) is no age (decision 073). gift.ts reads the number.
 */
export function ageFigure(text: string): string | null {
  for (const pattern of [PERSON_AGE, WITH_UNIT])
    for (const m of text.matchAll(pattern)) {
      const person = AGE_PEOPLE.filter((p) => m[0].startsWith(p)).sort((a, b) => b.length - a.length)[0] ?? '';
      const figure = /\d{1,3}|[零〇一二两三四五六七八九十]{1,4}/.exec(m[0].slice(person.length))?.[0];
      if (figure && !(/\d/.test(figure) && Number(figure) > MAX_AGE)) return figure;
    }
  return null;
}
