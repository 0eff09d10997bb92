import { containsPhrase, containsWord, isPhrase } from './sequence';
import {
  ADDING_IN,
  ADDING_TO,
  ANYTHING,
  BROAD_GOODS,
  BROAD_GOODS_PHRASE,
  ADDING_GOODS,
  BUDGET_WORDS,
  COMPUTER_KINDS,
  COMPUTER_THINGS,
  GIFT_DETAILS,
  GIFT_WORDS,
  VAGUE_AREAS,
} from '../lexicon/vague-words';
import { GIFT_RECIPIENTS } from '../lexicon/gift-recipients';

/** Everyone a present can be for, by the gift lexicon's words (姐姐, 丈夫, 老丈人). */
const RECIPIENT_WORDS = GIFT_RECIPIENTS.flatMap((r) => r.words);

export { BROAD_GOODS, VAGUE_AREAS } from '../lexicon/vague-words';

/**
 * Asks too vague to answer well (推荐个礼物, 买个电脑, 想买点厨房用的, 有啥好东西): which slot the
 * words leave open. Data rows; the clarify rules (flows/clarify-rules.ts) hold the question and
 * chips of each slot and read these from the turn.
 */
export type VagueAsk =
  | { slot: 'gift_recipient' }
  | { slot: 'computer_kind' }
  /** A place and no category (厨房用的): vague only when the question names nothing of the catalog. */
  | { slot: 'area'; area: string }
  /** Nothing to go on (有啥好东西): vague only when the question names nothing of the catalog. */
  | { slot: 'anything' };

const DIGITS = '0123456789';

/** A character that is not blank (what `\S` reads). */
const solid = (c: string | undefined): boolean => Boolean(c && c.trim());

/** 送X / 送给X / 给X的 / 给X买: someone named after 送 or 给 (送礼, 送人, 送什么 are not names). */
function namesRecipient(text: string): boolean {
  const rest = GIFT_WORDS.slice(2).reduce((t, w) => t.split(w).join(''), text);
  for (let i = 0; i < rest.length; i++) {
    if (rest[i] === '送' && solid(rest[i + 1])) return true;
    if (rest[i] !== '给') continue;
    // 给 + one to four characters + 的 or 买.
    for (let k = 1; k <= 4 && solid(rest[i + k]); k++) if (rest[i + k + 1] === '的' || rest[i + k + 1] === '买') return true;
  }
  return containsWord(rest, GIFT_DETAILS) || containsWord(rest, RECIPIENT_WORDS);
}

const COMPUTER = '电脑';
const SHORT_ASK = 12;

/**
 * 电脑 on its own: when the category names were read (`categoryTerms`), a longer name that holds
 * it (手提电脑, 组装电脑, 电脑硬盘) says which thing is meant, so only 电脑 read as itself is vague.
 */
function computerIsVague(text: string, hasBudget: boolean, categoryTerms?: string[]): boolean {
  if (categoryTerms && !categoryTerms.includes(COMPUTER)) return false;
  const lower = text.toLowerCase();
  let at = lower.indexOf(COMPUTER);
  while (at >= 0 && COMPUTER_THINGS.some((t) => lower.startsWith(t, at + COMPUTER.length))) at = lower.indexOf(COMPUTER, at + 1);
  return at >= 0 && !containsWord(lower, COMPUTER_KINDS) && !hasBudget && text.length <= SHORT_ASK;
}

/** The vague slots the words leave open, in the order the clarify rules ask them. */
export function vagueAsks(text: string, hasBudget: boolean, categoryTerms?: string[]): VagueAsk[] {
  const budgeted = hasBudget || containsWord(text, BUDGET_WORDS) || [...text].some((c) => DIGITS.includes(c));
  const asks: VagueAsk[] = [];
  if (containsWord(text, GIFT_WORDS) && !namesRecipient(text)) asks.push({ slot: 'gift_recipient' });
  if (computerIsVague(text, budgeted, categoryTerms)) asks.push({ slot: 'computer_kind' });
  for (const { area, phrases } of VAGUE_AREAS)
    if (containsPhrase(text, [...phrases, ADDING_TO(area), ADDING_IN(area)])) asks.push({ slot: 'area', area });
  // 家里想添个电器: the group is a place of its own, asked with its usual categories (decision 041).
  for (const { area, words } of BROAD_GOODS)
    if (isPhrase(text, BROAD_GOODS_PHRASE(words)) || containsPhrase(text, ADDING_GOODS(words))) asks.push({ slot: 'area', area });
  if (containsPhrase(text, ANYTHING)) asks.push({ slot: 'anything' });
  return asks;
}
