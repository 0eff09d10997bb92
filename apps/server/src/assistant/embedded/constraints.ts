import type { ProductSort } from '../../modules/catalog/repository';
import { cutWords } from '../../modules/catalog/segmenter';
import type { CategoryInfo, Vocabulary } from '../../modules/catalog/vocabulary';
import { assumedBudget, normaliseAudience } from './audience';
import { formatBudget, parseBudget, type Budget } from './budget';
import { STOPWORDS } from './stopwords';

/** What a shopping question asks for, read from its words. */
export interface ShoppingConstraints {
  categories: CategoryInfo[];
  brands: string[];
  malls: string[];
  budget: Budget | null;
  sort: ProductSort;
  /** Remaining meaningful words (通勤, 送父母, 长续航) for full-text search. */
  keywords: string[];
  /** Category (and budget) carried over from an earlier question of the conversation. */
  inherited: boolean;
  /** Set when the budget is the usual one for the buyer (学生党 → 6000元以内), not the user's: the sentence saying so. */
  assumedBudget?: string;
}

/** Ordering words; the first matching rule wins. */
const SORT_RULES: Array<{ pattern: RegExp; sort: ProductSort }> = [
  { pattern: /最便宜|更便宜|便宜点|便宜一点|便宜些|低价|省钱|预算有限/, sort: 'price_asc' },
  { pattern: /销量最高|销量最好|卖得最好|最火|爆款|热销|最受欢迎|买的人最多/, sort: 'sales' },
  { pattern: /最贵|顶配|最好的|旗舰|高端|不差钱/, sort: 'price_desc' },
];

/** Questions that lean on the previous turn (更便宜的呢, 换一批) keep its category. */
const FOLLOW_UP = /更|换一批|换几款|还有|其他|别的|这几款|这些|它们|那款|那个|呢[?？]?$/;

const without = (text: string, terms: string[]) => terms.reduce((t, term) => t.split(term).join(' '), text);

function keywordsOf(text: string): string[] {
  const words = cutWords(text).filter((w) => {
    const lower = w.toLowerCase();
    if (STOPWORDS.has(lower) || /^[\p{P}\p{S}\s]+$/u.test(w)) return false;
    return w.length > 1 || /[a-z0-9]/i.test(w);
  });
  return [...new Set(words)];
}

/** Reads one question without looking at the conversation. */
function parseOne(question: string, vocabulary: Vocabulary): Omit<ShoppingConstraints, 'inherited'> {
  let rest = normaliseAudience(question).toLowerCase();
  const found = parseBudget(question);
  if (found) rest = without(rest, [found.span.toLowerCase()]);
  const sortRule = SORT_RULES.find((r) => r.pattern.test(question));
  const categories = vocabulary.matchCategories(rest);
  rest = without(rest, categories.terms);
  const brands = vocabulary.matchBrands(rest);
  rest = without(rest, brands.terms);
  const malls = vocabulary.matchMalls(rest);
  rest = without(rest, malls.terms);
  if (sortRule) rest = rest.replace(sortRule.pattern, ' ');
  return {
    categories: categories.categories,
    brands: brands.brands,
    malls: malls.malls,
    budget: found?.budget ?? null,
    sort: sortRule?.sort ?? 'relevance',
    keywords: keywordsOf(rest),
  };
}

/**
 * Constraints of a question. A question without a category that reads as a follow-up takes the
 * category (and budget, unless it states one) of the latest earlier question that had one.
 * `targetPrice` from the request caps the budget when the question names none.
 */
export function parseConstraints(
  question: string,
  vocabulary: Vocabulary,
  opts: { previousQuestions?: string[]; targetPrice?: number | null } = {},
): ShoppingConstraints {
  const current = parseOne(question, vocabulary);
  let inherited = false;
  if (current.categories.length === 0 && (current.keywords.length === 0 || FOLLOW_UP.test(question))) {
    for (const previous of [...(opts.previousQuestions ?? [])].reverse()) {
      const earlier = parseOne(previous, vocabulary);
      if (earlier.categories.length === 0) continue;
      current.categories = earlier.categories;
      current.budget ??= earlier.budget;
      inherited = true;
      break;
    }
  }
  if (!current.budget && opts.targetPrice) {
    const range = { max: opts.targetPrice };
    current.budget = { ...range, label: formatBudget(range) };
  }
  const assumed = current.budget ? null : assumedBudget(question, current.categories);
  if (assumed) current.budget = { max: assumed.max, label: formatBudget({ max: assumed.max }) };
  return { ...current, inherited, ...(assumed ? { assumedBudget: assumed.note } : {}) };
}
