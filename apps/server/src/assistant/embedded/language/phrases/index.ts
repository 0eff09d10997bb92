import { comparedOf } from './compare-names';
import { offTopicOf } from './off-topic';
import { subjectWordsOf, type SubjectWords } from './subject-words';
import { vagueAsks, type VagueAsk } from './vague-asks';

export type { VagueAsk } from './vague-asks';

/**
 * The phrase knowledge flows used to match against the question themselves, read once with the
 * rest of the turn's words (language/read-turn.ts): flows take these fields, never the text.
 */
export interface Phrases {
  /** 推荐个礼物 / 买个电脑 / 厨房用的 / 有啥好东西: the slots a vague ask leaves open. */
  vague: VagueAsk[];
  /** 今天天气怎么样 → 查天气: what an out-of-scope question is about. */
  offTopic: string | null;
  /** 小米15和iPhone 16哪个好 → [小米15, iPhone 16]; without the reference words (前两款和X比). */
  compared: { names: string[]; besidesReference: string[] };
  /** What may name the product of a price question, a wish action or an order. */
  subject: SubjectWords;
}

/**
 * `mallTerms`: the words that named a mall (狗东), which an order's product name leaves out;
 * `categoryTerms`: the words that named a category (手提电脑, 电脑硬盘), longest first;
 * `guarded`: the text with the joiners inside names marked (伯希和, name-guard.ts).
 */
export const readPhrases = (
  text: string,
  hasBudget: boolean,
  mallTerms: string[],
  categoryTerms?: string[],
  guarded = text,
): Phrases => ({
  vague: vagueAsks(text, hasBudget, categoryTerms),
  offTopic: offTopicOf(text),
  compared: comparedOf(guarded),
  subject: subjectWordsOf(text, mallTerms),
});
