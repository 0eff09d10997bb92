import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { findAttributes } from './attributes';
import { parseBudgetBesideNames } from './budget-beside-names';
import { dropsBudget } from './budget';
import { findExclusions } from './exclusions';
import { wantedValues } from './spec-terms';
import { ASKING_WORDS } from './lexicon/context-words';
import { DISTRUST_AFTER, RULE_OUT_AFTER, RULE_OUT_BEFORE } from './lexicon/exclusion-words';
import { NEGATION_AFTER, NEGATION_BEFORE } from './lexicon/negation-words';
import { PRICE_LEVEL_WORDS } from './lexicon/buyer-budgets';
import { SORT_WORDS } from './lexicon/sort-words';

const CHOOSING_WORDS = [
  ...RULE_OUT_BEFORE,
  ...RULE_OUT_AFTER,
  ...DISTRUST_AFTER,
  ...NEGATION_BEFORE,
  ...NEGATION_AFTER,
  ...PRICE_LEVEL_WORDS,
  ...SORT_WORDS.flatMap((row) => row.words.filter((w) => /^[\u4e00-\u9fa5]+$/.test(w))),
  ...['贵', '便宜', '预算', '性价比'],
].map((w) => w.trim().toLowerCase());

/**
 * A long message tells its story before it asks (最近搬家了 新房子厨房挺小的 之前一直用燃气灶
 * 现在想试试电磁炉 三百以内): the clauses that name nothing the catalog knows (no category,
 * brand, mall, budget, stated value, wanted quality or ruled-out name) are context, so their words
 * are never searched for nor reported as missing (decision 058). A short question keeps every
 * word: 降噪耳机 通勤用 still searches 通勤.
 */
const SEPARATORS = /[，,。.!！?？;；\s]+/;
/** A message this long with this many clauses is a story with an ask, not a list of wants. */
const LONG = 30;
const CLAUSES = 3;

/** A story with an ask: long, in several clauses. Its leftover words are never searched (constraints.ts). */
export const tellsAStory = (question: string): boolean =>
  question.length >= LONG && question.split(SEPARATORS).filter(Boolean).length >= CLAUSES;

/**
 * In a story, the categories of the clauses that ask for something (上周同事推荐我买个按摩仪 … 我天天
 * 低头看手机: the 按摩仪, not the phone); null when no asking clause names one, or it is no story.
 */
export function askedCategories(question: string, vocabulary: Vocabulary): string[] | null {
  if (!tellsAStory(question)) return null;
  const asking = question
    .split(SEPARATORS)
    .filter((clause) => ASKING_WORDS.some((w) => clause.includes(w)))
    .flatMap((clause) => vocabulary.matchCategories(clause).categories.map((c) => c.id));
  return asking.length ? [...new Set(asking)] : null;
}

export function withoutContextClauses(question: string, vocabulary: Vocabulary): string {
  const clauses = question.split(SEPARATORS).filter(Boolean);
  if (!tellsAStory(question)) return question;
  const holds = (clause: string) =>
    vocabulary.matchCategories(clause).categories.length > 0 ||
    vocabulary.matchBrands(clause).brands.length > 0 ||
    vocabulary.matchMalls(clause).malls.length > 0 ||
    parseBudgetBesideNames(clause, vocabulary) !== null ||
    dropsBudget(clause) ||
    wantedValues(clause, vocabulary).length > 0 ||
    findAttributes(clause).length > 0 ||
    findExclusions(clause, vocabulary).rest !== clause ||
    // 这几个都别推, 别太贵, 按销量排: a clause that rules out, prices or orders what is asked.
    CHOOSING_WORDS.some((w) => clause.toLowerCase().includes(w));
  const kept = clauses.filter(holds);
  // Nothing named anywhere: the words are all there is to search.
  return kept.length ? kept.join(' ') : question;
}
