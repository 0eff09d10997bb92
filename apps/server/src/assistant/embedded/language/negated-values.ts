import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { sharesName } from './category-kin';
import {
  ASKING_BEFORE,
  NEGATED_OPENERS,
  NEGATION_AFTER,
  WORDS_AROUND_NEGATION,
  NEGATION_BEFORE,
  NEGATED_FORMS,
  NEGATION_NEEDS_DE,
  DISPOSAL_MARKERS,
  NOT_NEGATED_STARTS,
  NEGATED_INSIDE,
  ABSENCE_BEFORE,
  ABSENCE_MARKS,
  type NegatedForm,
} from './lexicon/negation-words';
import { wantedValues } from './spec-terms';
import { SPEC_WORDS } from './lexicon/spec-terms';
import { findAttributes } from './attributes';
import { PROBLEMS } from './problems';

/**
 * Kinds of listing the question rules out (decision 058): 不要有线的, 不带烘干的洗衣机, 别买磁吸的,
 * 滚筒的就算了, 手机 不要折叠屏, 不要蓝色的. What is ruled out is a word the listings may show (a
 * value, a kind, a colour, any word of a title or spec), never a brand, a mall, a category, a
 * degree or a price (exclusions.ts and budget.ts read those). The question comes back without the
 * words that ruled it out, so they are never read as wanted.
 */
export interface NegatedValues {
  values: string[];
  rest: string;
}

/** The form row a span says (带线 → 有线, 入耳式 → 入耳), longest spelling first (decision 064). */
const FORM_SPELLINGS = NEGATED_FORMS.flatMap((form) => form.said.map((said) => ({ said, form }))).sort(
  (a, b) => b.said.length - a.said.length,
);
const formOf = (span: string): NegatedForm | undefined => FORM_SPELLINGS.find((f) => f.said === span)?.form;

/**
 * The kind wanted instead (不要入耳式的 → 头戴式): the form's opposite, when the categories it
 * narrows to are among those asked about (耳机 holds both; 降噪耳机 holds no earbuds).
 */
function oppositeOf(form: NegatedForm | undefined, ids: ReadonlySet<string>, vocabulary: Vocabulary): string | null {
  if (!form?.opposite) return null;
  const narrow = findAttributes(form.opposite).flatMap((a) => a.narrow ?? []);
  // 降噪耳机 不要头戴的: a kind of the same thing (both 耳机) is wanted too, its values kept (decision 070).
  const sibling = (id: string) => [...ids].some((asked) => sharesName(asked, id, vocabulary));
  return narrow.length && narrow.every((id) => ids.has(id) || sibling(id)) ? form.opposite : null;
}

/** Shopper words that hold a negation and ask for a value (不用等热水 is 零冷水, 没有扇叶 is 无叶风扇). */
const SAID_WITH_NEGATION = [...new Set(SPEC_WORDS.flatMap((r) => r.says))].filter((w) =>
  NEGATION_BEFORE.some((n) => w.includes(n)),
);
/** Problems said with a negation (狗狗不爱喝水, 不想拖地): a trouble, not a thing ruled out (decision 081). */
const PROBLEMS_WITH_NEGATION = [...new Set(PROBLEMS.flatMap((r) => r.words))].filter((w) =>
  NEGATION_BEFORE.some((n) => w.includes(n) && w.length > n.length),
);

const END = /[的，,。.!！?？;；\s]/;
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const BEFORE = byLength(NEGATION_BEFORE);
const AFTER = byLength(NEGATION_AFTER);
/** 不加, 没加 say an absence only (不加谷物 → 无谷); alone they rule nothing out (decision 081). */
const BEFORE_OR_ABSENCE = byLength([...new Set([...NEGATION_BEFORE, ...ABSENCE_BEFORE])]);
const OPENERS = byLength(NEGATED_OPENERS);
/** After a NEGATION_AFTER word the clause ends (有线的不要了, 滚筒的就算了吧). */
const CLAUSE_END = /^(?:$|[了啦吧哈啊的，。,.!！?？;；\s])/;
/** 预算了: the word starts inside a longer one (lexicon WORDS_AROUND_NEGATION). */
const insideWord = (text: string, at: number): boolean =>
  WORDS_AROUND_NEGATION.some((w) => text.startsWith(w, at - w.length + 1) && at - w.length + 1 < at);
/** What may stand between the thing and the word after it: 的, 都, 也, 就, 我. */
const GLUE = /(?:的|都|也|就|我|你)+$/;
const PRICE = /\d|[元块钱]/;

/**
 * The span read as something the listings may show, or null when it is another kind of word. A
 * word of a category the question names otherwise too (滚筒 beside 洗衣机, 折叠屏 beside 手机) is a
 * kind of it; said alone (不要香水) it rules the category out (exclusions.ts).
 */
function asValue(
  span: string,
  vocabulary: Vocabulary,
  kindOf: (term: string) => boolean,
  categoryIds: readonly string[],
  after: string,
  askedIds: readonly string[] = categoryIds,
): string[] | null {
  let s = span.trim();
  for (const o of OPENERS) if (s.startsWith(o) && s.length > o.length + 1) s = s.slice(o.length);
  // 带线 → 有线, 入耳式 → 入耳, 全自动: the word the listings use (lexicon NEGATED_FORMS).
  const form = formOf(s) ?? formOf(span.trim());
  if (form) return [form.value];
  // 不要超声波的: a value of the category asked about is the thing, whatever it starts with (超 of 超过).
  const exact = wantedValues(s, vocabulary, askedIds).some((v) => v === s.toLowerCase());
  if (s.length < 1 || s.length > 8 || PRICE.test(s) || (!exact && NOT_NEGATED_STARTS.some((w) => s.startsWith(w)))) return null;
  // 不要美的: the 的 is the brand's own.
  if (vocabulary.matchBrands(s + after).brands.length || vocabulary.matchMalls(s + after).malls.length) return null;
  const categories = vocabulary.matchCategories(s);
  if (categories.categories.length && !categories.terms.every(kindOf)) return null;
  const values = categories.categories.length ? [] : wantedValues(s, vocabulary, categoryIds);
  return values.length ? values : [s.toLowerCase()];
}

/**
 * 不要纯棉T恤: a category word the span starts with that is a value and another word of its
 * category (纯棉 + T恤) rules the value out, not the category (decision 078). The value, or null.
 */
function valueInCategoryWord(span: string, vocabulary: Vocabulary): string | null {
  const lower = span.toLowerCase();
  for (const term of vocabulary.matchCategories(span).terms) {
    if (!lower.startsWith(term.toLowerCase())) continue;
    for (const c of vocabulary.matchCategories(term).categories) {
      const tail = [c.name, ...c.synonyms].find((w) => w.length < term.length && term.toLowerCase().endsWith(w.toLowerCase()));
      const value = tail ? term.slice(0, term.length - tail.length) : '';
      if (value && wantedValues(value, vocabulary, [c.id]).length) return value;
    }
  }
  return null;
}

/**
 * 不含谷物, 不加糖: the asked categories' value that says the thing is absent (无谷, 无糖), or null
 * (decision 081). The thing or its first one or two characters after 无 or 0.
 */
function absenceValue(thing: string, vocabulary: Vocabulary, categoryIds: readonly string[]): string | null {
  const heads = [...new Set([thing, thing.slice(0, 2), thing.slice(0, 1)])].filter((h) => /^\p{Script=Han}+$/u.test(h));
  for (const mark of ABSENCE_MARKS)
    for (const head of heads) {
      const said = `${mark}${head}`;
      if (wantedValues(said, vocabulary, categoryIds).some((v) => v === said.toLowerCase())) return said;
    }
  return null;
}

/** The span up to the first category word it holds (不要有线的耳机 → 有线; 有线耳机 → 有线). */
function beforeCategory(span: string, vocabulary: Vocabulary, kindOf: (term: string) => boolean): string {
  const held = valueInCategoryWord(span, vocabulary);
  if (held) return held;
  const at = vocabulary
    .matchCategories(span)
    // 不要纯膨润土的猫砂: a kind said after an opener (纯, 带) is the value, not where it ends.
    .terms.filter((t) => !(kindOf(t) && (span.startsWith(t) || OPENERS.some((o) => span.startsWith(o + t)))))
    .map((t) => span.toLowerCase().indexOf(t.toLowerCase()))
    .filter((i) => i >= 0);
  return at.length ? span.slice(0, Math.min(...at)) : span;
}

/** The span after the last category word it holds (洗衣机滚筒的不要 → 滚筒). */
function afterCategory(span: string, vocabulary: Vocabulary, kindOf: (term: string) => boolean): string {
  const lower = span.toLowerCase();
  const ends = vocabulary
    .matchCategories(span)
    .terms.filter((t) => !(kindOf(t) && span.endsWith(t)))
    .map((t) => {
      const i = lower.lastIndexOf(t.toLowerCase());
      return i >= 0 ? i + t.length : -1;
    })
    .filter((i) => i >= 0);
  return ends.length ? span.slice(Math.max(...ends)) : span;
}

export function findNegatedValues(question: string, vocabulary: Vocabulary, categoryIds: readonly string[] = []): NegatedValues {
  const values: string[] = [];
  const cuts: Array<[number, number, string]> = [];
  const lower = question.toLowerCase();
  // 不用等热水, 没有扇叶: a shopper word that holds the negation wants its value (spec-terms.ts).
  for (const w of [...SAID_WITH_NEGATION, ...PROBLEMS_WITH_NEGATION])
    for (let at = lower.indexOf(w); at >= 0; at = lower.indexOf(w, at + 1)) cuts.push([at, at + w.length, '']);
  const said = cuts.length;
  const taken = (from: number, to: number) => cuts.some(([a, b]) => from < b && to > a);
  // A category word is a kind (滚筒 beside 洗衣机, 折叠屏 beside 手机) when another word of the
  // question, or the conversation, names its category; said alone (不要香水) it names the category.
  const terms = vocabulary.matchCategories(question).terms;
  const idsOf = (term: string) => vocabulary.matchCategories(term).categories.map((c) => c.id);
  const kindOf = (term: string) => {
    const others = new Set([...categoryIds, ...terms.filter((t) => t !== term).flatMap(idsOf)]);
    const ids = idsOf(term);
    return ids.length > 0 && ids.every((id) => others.has(id) && vocabulary.byId.get(id)?.name !== term);
  };
  const asked = new Set([...categoryIds, ...terms.flatMap(idsOf)]);
  // 不要入耳式的: the kind wanted instead takes the place of the words that ruled one out.
  const instead = (read: string[]) =>
    oppositeOf(
      NEGATED_FORMS.find((f) => read.includes(f.value)),
      asked,
      vocabulary,
    ) ?? '';
  for (const word of BEFORE_OR_ABSENCE) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      const before = lower.slice(0, at);
      if ((ASKING_BEFORE[word] ?? []).some((a) => before.endsWith(a))) continue;
      const from = at + word.length;
      let to = from;
      while (to < question.length && !END.test(question[to]!)) to++;
      const span = beforeCategory(question.slice(from, to), vocabulary, kindOf);
      const end = from + span.length;
      if (!span || taken(at, end)) continue;
      if (NEGATION_NEEDS_DE.includes(word) && question[end] !== '的') continue;
      // 不带烘干的不要: ruled out twice, so wanted (decision 081).
      const close = question[end] === '的' ? end + 1 : end;
      const twice = NEGATED_INSIDE.includes(word)
        ? AFTER.find((w) => question.startsWith(w, close) && CLAUSE_END.test(question.slice(close + w.length)))
        : undefined;
      if (twice && asValue(span, vocabulary, kindOf, [...asked], '')) {
        cuts.push([at, close + twice.length, span]);
        continue;
      }
      const absent = ABSENCE_BEFORE.includes(word) ? absenceValue(span.trim(), vocabulary, [...asked]) : null;
      if (absent) {
        cuts.push([at, question[end] === '的' ? end + 1 : end, absent]);
        continue;
      }
      if (!BEFORE.includes(word)) continue;
      const read = asValue(span, vocabulary, kindOf, categoryIds, question.slice(end, end + 2), [...asked]);
      if (!read) continue;
      values.push(...read);
      cuts.push([at, question[end] === '的' ? end + 1 : end, instead(read)]);
    }
  }
  for (const word of AFTER) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      if (!CLAUSE_END.test(question.slice(at + word.length)) || taken(at, at + word.length)) continue;
      if (insideWord(question, at)) continue;
      let from = at;
      while (from > 0 && !/[，,。.!！?？;；\s]/.test(question[from - 1]!)) from--;
      // 把滚筒的去掉: 把 opens the thing and is no part of it.
      const marker = DISPOSAL_MARKERS.find((m) => question.startsWith(m, from));
      if (marker) from += marker.length;
      const whole = question.slice(from, at).replace(GLUE, '');
      // 超声波的加湿器不要: the thing said before the category word (decision 081).
      const span = afterCategory(whole, vocabulary, kindOf) || beforeCategory(whole, vocabulary, kindOf).replace(GLUE, '');
      if (!span) continue;
      const start = question.lastIndexOf(span, at);
      if (start < 0 || taken(start, at + word.length)) continue;
      // 非偏光的不要: the listings without it are ruled out, so it is wanted (decision 081).
      const inside = NEGATED_INSIDE.find((n) => span.startsWith(n) && span.length > n.length);
      const kept = inside ? asValue(span.slice(inside.length), vocabulary, kindOf, [...asked], '') : null;
      if (kept) {
        cuts.push([start, at + word.length, span.slice(inside!.length)]);
        continue;
      }
      const read = asValue(span, vocabulary, kindOf, categoryIds, question.slice(start + span.length, start + span.length + 2), [
        ...asked,
      ]);
      if (!read) continue;
      values.push(...read);
      cuts.push([start, at + word.length, instead(read)]);
    }
  }
  const rest = cuts
    .slice(said)
    .sort((a, b) => b[0] - a[0])
    .reduce((text, [a, b, put]) => `${text.slice(0, a)} ${put ? `${put} ` : ''}${text.slice(b)}`, question);
  return { values: [...new Set(values)], rest: cuts.length > said ? rest : question };
}
