import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { switchOfBrand } from './exclusions';
import { DISTRUST_AFTER, RULE_OUT_AFTER } from './lexicon/exclusion-words';
import { OWNED_AFTER, OWNED_BEFORE, OWNED_BRAND_BEFORE, OWNED_UNTIL, REPURCHASE_WORDS } from './lexicon/owned-words';
import { namedModels } from './model-names';
import { linesIn } from './product-lines';

/** A clause ends at punctuation or a space, save a space inside a Latin name (AirPods Pro 2). */
const END = /[，,。.!！?？;；\s]/;
const LATIN = /[a-z0-9]/i;
const endsAt = (text: string, i: number) =>
  END.test(text[i]!) && !(/\s/.test(text[i]!) && LATIN.test(text[i - 1] ?? '') && LATIN.test(text[i + 1] ?? ''));
const byLength = (words: readonly string[]) => [...words].sort((a, b) => b.length - a.length);
const BEFORE = byLength([...OWNED_BEFORE, ...OWNED_BRAND_BEFORE]);
const BRAND_FIRST = new Set(OWNED_BRAND_BEFORE);
/** 兰蔻用了过敏, 小米的不要: a thing ruled out right after it is no thing owned (exclusions.ts reads it). */
const RULED_OUT_AFTER = byLength([...RULE_OUT_AFTER, ...DISTRUST_AFTER]);
const ruledOutAt = (lower: string, to: number) => {
  const after = lower.slice(to).replace(/^[的也都就\s]+/, '');
  return RULED_OUT_AFTER.some((w) => after.startsWith(w));
};
const AFTER = byLength(OWNED_AFTER);
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where an owned thing is said: the words before it start at `at`, the thing is `from`..`to`. */
interface OwnedSpan {
  at: number;
  from: number;
  to: number;
  /** Said after 家里, 我那个: owned only when it starts with a brand. */
  brandFirst?: boolean;
}

/** 我现在用的是X 想换, 比我的X大的: the thing after an OWNED_BEFORE word, up to the ask. */
function spansAfterWords(question: string): OwnedSpan[] {
  const lower = question.toLowerCase();
  const spans: OwnedSpan[] = [];
  for (const word of BEFORE) {
    for (let at = lower.indexOf(word); at >= 0; at = lower.indexOf(word, at + 1)) {
      // 我现在用的是 holds 现在用的是: the longer word said it.
      if (spans.some((s) => s.at <= at && at < s.from)) continue;
      const from = at + word.length;
      let to = from;
      while (to < question.length && !endsAt(question, to) && !OWNED_UNTIL.some((w) => lower.startsWith(w, to))) to++;
      if (to > from && !ruledOutAt(lower, to)) spans.push({ at, from, to, brandFirst: BRAND_FIRST.has(word) });
    }
  }
  return spans;
}

/** iPhone 13用了三年了, 小米手环8坏了: the clause's words before an OWNED_AFTER word. */
function spansBeforeWords(question: string): OwnedSpan[] {
  const lower = question.toLowerCase();
  const spans: OwnedSpan[] = [];
  for (const word of AFTER) {
    const to = lower.indexOf(word);
    if (to <= 0 || ruledOutAt(lower, to)) continue;
    let from = to;
    while (from > 0 && !endsAt(question, from - 1)) from--;
    spans.push({ at: from, from, to });
  }
  return spans;
}

/** 用了三年了, 戴了两年多: how long the thing has been owned. */
const HOW_LONG =
  /^\s*(?:用了|戴了|买了)?\s*(?:快|差不多|有)?[一二两三四五六七八九十几半\d]+个?(?:多)?(?:年|月|天|星期)(?:多)?了?/;

/** Words that may go with a thing owned: 这个, 那台, 旧的, 老. */
const WITH_A_THING = /[的这那个台部款只老旧]/g;

/**
 * Is the span a thing and nothing more (iphone13, 小米手环8, 戴森吸尘器)? 给我的女朋友买个iPhone holds
 * more words than a thing's, so 我的 there owns nothing.
 */
function namesOnlyAThing(owned: string, vocabulary: Vocabulary): boolean {
  const terms = [...vocabulary.matchBrands(owned).terms, ...vocabulary.matchCategories(owned).terms];
  const left = terms
    .reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), owned)
    .replace(/[a-z0-9.+\-\s]+/gi, '')
    .replace(WITH_A_THING, '');
  return left.length <= 3;
}

/**
 * What the owned thing becomes: its kind (a model or line names a category), without its brand
 * (owning is not wanting; 换个别的牌子 rules it out), and the model itself ruled out (decision 068:
 * 不要<model>, read by ruled-out-models.ts). Null when the span names nothing the catalog knows.
 */
function rewrite(question: string, span: OwnedSpan, vocabulary: Vocabulary): string | null {
  const owned = question.slice(span.from, span.to);
  if (!namesOnlyAThing(owned, vocabulary)) return null;
  const lowered = owned.toLowerCase();
  if (span.brandFirst && !vocabulary.matchBrands(owned).terms.some((t) => lowered.startsWith(t.toLowerCase()))) return null;
  const before = question.slice(0, span.at);
  // 用了三年了: how long it was owned is no search word.
  const after = question.slice(span.to).replace(HOW_LONG, ' ');
  const brands = vocabulary.matchBrands(owned);
  const otherBrand = switchOfBrand(question) === 'other';
  const ruleOutBrand = otherBrand && brands.brands.length ? `，不要${brands.brands.join('和')}` : '';
  const withoutBrand = brands.terms.reduce((t, term) => t.replace(new RegExp(escape(term), 'gi'), ' '), owned);
  const models = namedModels(owned, vocabulary);
  const ruledOut = models.length && models.length <= 2 ? `，不要${models.map((m) => m.model).join('和')}` : '';
  // 家里的美的空调老是不制冷, 手上的kindle坏了: the category said stays; brand, model and owning words go.
  const said = vocabulary.matchCategories(owned).categories.map((c) => c.name);
  if (said.length) return `${before}${said[0]} ${after}${ruledOut}${ruleOutBrand}`;
  const kinds = [...new Set([...models.map((m) => m.categoryId), ...linesIn(owned, vocabulary).categoryIds])].flatMap(
    (id) => vocabulary.byId.get(id)?.name ?? [],
  );
  if (kinds.length) return `${before}${kinds[0]} ${after}${ruledOut}${ruleOutBrand}`;
  // 我现在用的是华为 想换苹果: a brand owned is no brand wanted.
  if (brands.brands.length && !withoutBrand.trim()) return `${before} ${after}${ruleOutBrand}`;
  return null;
}

/**
 * 我现在用的是iphone13 想换个新的, iPhone 13用了三年了, 比我的iPad Air屏幕大的 (decisions 063,
 * 068): a model the shopper owns names the kind of thing wanted (a phone), not the thing: its
 * words become the category's name, so they are neither searched for nor reported as missing;
 * its brand is no filter (and is ruled out with 换个别的牌子), and the model itself is not shown.
 */
export function withOwnedAsKind(question: string, vocabulary: Vocabulary): string {
  // 一直用的海飞丝 再囤点: the same again, so what is owned is what is wanted.
  if (REPURCHASE_WORDS.some((w) => question.includes(w))) return question;
  const spans = [...spansAfterWords(question), ...spansBeforeWords(question)];
  for (const span of spans) {
    const rewritten = rewrite(question, span, vocabulary);
    if (rewritten !== null) return rewritten;
  }
  return question;
}
