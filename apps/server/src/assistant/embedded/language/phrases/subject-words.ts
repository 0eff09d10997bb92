import { PATTERNS } from '../intent';
import { BUY_TIMES, SALE_DAYS } from '../lexicon/sale-days';
import { HOLIDAYS } from '../lexicon/holidays';
import { PRICE_ASK_HEDGES } from '../lexicon/price-asks';
import { stripPhrases } from '../../dialogue/product-context';

/**
 * The words of a question that may name its product, once the act's own phrases are taken out
 * (小米15现在值得买吗 → 小米15): one reading per act that names a product, so the price, wish and
 * order flows look the name up without matching the question themselves.
 */
export interface SubjectWords {
  /** A price question: 值得买吗, 多少钱, 会降价吗 and the like taken out. */
  price: string;
  /** A wish action: 加入心愿单, 降到X提醒我 and the like taken out. */
  wish: string;
  /** An order on the cloud phone: 帮我下单, 去京东买 and the mall's name taken out. */
  order: string;
}

/** A time as written (5.1 is no 551), its digits never inside a model's letters and digits (SH-T5517, 小米15). */
const timeWord = (word: string) =>
  `${/^[a-z0-9]/i.test(word) ? '(?<![a-z0-9.-])' : ''}${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}${/[0-9]$/.test(word) ? '(?![0-9])' : ''}`;
/** Days and times a shopper may wait for, longest first. */
const TIMES = [...SALE_DAYS, ...BUY_TIMES, ...HOLIDAYS.flatMap((h) => h.names)].sort((a, b) => b.length - a.length).map(timeWord);

/** A run of hedges right before an ask (一般 of 一般多少钱, 现在要 of 现在要多少钱): the ask's, not the name's. */
const HEDGES_BEFORE_ASK = new RegExp(
  `(?:${[...PRICE_ASK_HEDGES].sort((a, b) => b.length - a.length).join('|')})+\\s*(?=${PATTERNS.priceAsk.source})`,
  'gi',
);

/** Phrases of a price question that are not part of the product's name. */
const PRICE_PHRASES = [
  PATTERNS.priceStrong,
  PATTERNS.priceWeak,
  PATTERNS.priceAsk,
  /这个价格?|这价格?|这个价|价格|价钱|现在|目前|最近|会不会|要不要|再买|再入手|会|吗|呢|啊|呀|吧|么/,
  // 双十一前, 等到618, 降价了没: when the shopper would buy and the ask's tail name nothing.
  // 年底会不会降, 国庆前会便宜吗: a time to come, a holiday too (decision 043).
  new RegExp(`(?:等到|等|到)?(?:${TIMES.join('|')})(?:之前|前|的时候|期间|那天|再买)?`, 'i'),
  /了没有?|没有?\s*$|(?<![\u4e00-\u9fff])价(?![\u4e00-\u9fff])/,
];

/** The name of a price question: the hedges before the ask, then the ask's phrases taken out. */
const priceSubject = (text: string): string => stripPhrases(text.replace(HEDGES_BEFORE_ASK, ' '), PRICE_PHRASES);

/** Phrases of a wish action that are not part of the product's name. */
const WISH_PHRASES = [
  PATTERNS.wishAdd,
  PATTERNS.wishTarget,
  /把|帮我|请|给我|一下|也|吧|啊|哦|我的|设(为|成|置)?|改(成|为)?|目标价|提醒我?|通知我?|的时候|时/,
];

/** Phrases of an order that are not part of the product's name. */
const ORDER_PHRASES = [PATTERNS.cloudPhone, /帮我|替我|代我|帮忙|在|去|上|买|购买|下单|一下|吧|请|个|一个|一台|一件/];

/** `mallTerms`: how the question names a mall (狗东), taken out of an order too. */
export const subjectWordsOf = (text: string, mallTerms: string[]): SubjectWords => ({
  price: priceSubject(text),
  wish: stripPhrases(text, WISH_PHRASES),
  order: stripPhrases(text, [...ORDER_PHRASES, ...mallTerms.map((t) => new RegExp(t, 'i'))]),
});
