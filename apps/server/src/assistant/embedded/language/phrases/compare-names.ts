import { PATTERNS } from '../intent';
import { withoutReference } from '../../dialogue/references';
import { unguardNames } from '../name-guard';
import { replacePhrases, splitOnWords } from './sequence';
import {
  COMPARE_FILLERS,
  COMPARE_LEAD_WORDS,
  COMPARE_PURPOSES,
  COMPARE_QUESTION_STARTS,
  SEPARATORS,
} from '../lexicon/compare-words';

const LEAD_ONLY = new Set(COMPARE_LEAD_WORDS);

/** A comparison puts at most four products side by side. */
export const MAX_COMPARED = 4;

/** 对比 between two names (iPhone 16 Pro Max 对比 三星S25) separates them like 和 does. */
const INFIX_COMPARE = /^(.+?)\s*(?:对比|比较|比一比)(?:一下)?\s*(?=\S)/;
/** What may stand before a leading 对比 without being a name (我想对比A和B). */
const LEAD_WORDS = /^(?:请|麻烦|帮我|帮忙|我想|我要|想|要|给我|你|再)*$/;

const PURPOSE_BEFORE_QUESTION = new RegExp(`\\s*(?:${COMPARE_PURPOSES.join('|')}|[\\u4e00-\\u9fff]{2}用)?\\s*$`);

/** A和B 哪个散热好 → A和B: the question part cut off where it starts, when names stand before it. */
function withoutQuestionPart(question: string): string {
  const starts = COMPARE_QUESTION_STARTS.map((w) => question.indexOf(w)).filter((i) => i > 0);
  if (!starts.length) return question;
  const head = question.slice(0, Math.min(...starts));
  // 送人哪个体面, 学习用哪个好: a purpose said just before the question word goes with it.
  const cut = head.replace(PURPOSE_BEFORE_QUESTION, '');
  if (SEPARATORS.some((s) => cut.toLowerCase().includes(s))) return cut;
  // 徕芬lf03 戴森hd08: the space between two brand-and-model names separates them.
  return PATTERNS.spacedNames.test(cut) ? cut.trim().replace(/\s+/g, '、') : question;
}

/** The product names a comparison question lists, in order (at most four). */
export function compareNames(asked: string): string[] {
  const question = withoutQuestionPart(asked);
  const infix = INFIX_COMPARE.exec(question);
  const separated = infix ? question.replace(INFIX_COMPARE, LEAD_WORDS.test(infix[1]!.trim()) ? '' : '$1、') : question;
  const cleaned = replacePhrases(separated.replace(PATTERNS.compareReference, ' '), COMPARE_FILLERS, ' ');
  return splitOnWords(cleaned, SEPARATORS)
    .map((s) =>
      s
        .trim()
        .replace(/^(的|把|在|给)+|(的|比|呢|吗|啊)+$/g, '')
        .trim(),
    )
    .filter((s, i) => s && !(i === 0 && LEAD_ONLY.has(s)))
    .slice(0, MAX_COMPARED)
    .map(unguardNames);
}

/** The names a comparison lists, and those left once its reference words (前两款, 它) are taken out. */
export const comparedOf = (text: string): { names: string[]; besidesReference: string[] } => ({
  names: compareNames(text),
  besidesReference: compareNames(withoutReference(text, { kind: 'pronoun', words: '' })),
});
