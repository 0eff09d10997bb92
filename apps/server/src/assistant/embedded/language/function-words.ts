import { AUDIENCE_VARIANTS } from './lexicon/audience-variants';
import { BUYER_BUDGETS } from './lexicon/buyer-budgets';
import { AUDIENCE_WORDS } from './lexicon/audience-words';
import { FUNCTION_CHARS, FUNCTION_WORDS } from './lexicon/function-words';
import { GIFT_RECIPIENTS } from './lexicon/gift-recipients';
import { USE_SCENES } from './lexicon/use-scenes';
import { CONTEXTS } from './lexicon/context-variants';
import { LIFE_KITS } from './lexicon/life-kits';

const FILLER = new Set([
  ...Object.values(FUNCTION_WORDS).flat(),
  // 平价, 白菜价: a price level (lexicon/buyer-budgets.ts), no product term.
  ...BUYER_BUDGETS.filter((r) => r.priceWords).flatMap((r) => r.words),
]);
/** Buyers: the audience words, whoever a present is for (老丈人), and the buyers a variant is for (孕妇). */
const AUDIENCE = new Set([
  ...AUDIENCE_WORDS,
  ...GIFT_RECIPIENTS.flatMap((r) => r.words),
  ...AUDIENCE_VARIANTS.flatMap((r) => r.buyers),
  // 开车, 坐车, 宠物: whom or what the thing is for (decision 065).
  ...Object.values(CONTEXTS).flatMap((c) => c.said),
]);
/**
 * 出差, 健身房, 写作业: where a thing is used (lexicon/use-scenes.ts), and the life events beside
 * what they call for (开学了 给孩子买个书包, decision 073): searched but never a miss.
 */
const SCENES = new Set([...USE_SCENES, ...LIFE_KITS.flatMap((k) => k.words)]);
/** 十三岁, 3个月, 两岁半: an age says who it is for (audience.ts, gift.ts), never a product term. */
const AGE = /^[\d一二两三四五六七八九十]+(?:(?:多|来)(?:岁|个月)?|岁|个月)半?$/;

/**
 * 三款, 两个, 1台, 一双, 四包, 十双装: a count with its measure word, never a product term (a count
 * the listings state, 4层 or 3支装, is read as a value first: spec-terms.ts, decision 064).
 */
const QUANTITY =
  /^(?:[一二两三四五六七八九十几\d]+|单)(?:款|个|台|部|种|样|双|件|只|套|条|把|支|瓶|盒|张|份|箱|袋|罐|打|对|桶|提|组|听|包|层|卷|片|抽|粒|节)装?$/;
/** 三年级, 一二年级 (an audience read elsewhere), 一堆: grade words name a buyer, not a feature. */
const GRADE = /^[一二三四五六1-6]{1,3}年级$/;

const FUNCTION_CHAR_SET = new Set(FUNCTION_CHARS);
/** 想换个, 就算, 要不要: a word made only of characters that carry no product meaning. */
export const onlyFunctionChars = (word: string): boolean => [...word].every((c) => FUNCTION_CHAR_SET.has(c));

/** The word carries no product meaning: a verb, pronoun, quantity, intensifier, relaxation or filler. */
export const isFunctionWord = (word: string): boolean =>
  FILLER.has(word) || QUANTITY.test(word) || /^\d$/.test(word) || GRADE.test(word) || onlyFunctionChars(word);

/** The word can never be reported as a product term the catalog lacks (function words and buyers). */
export const neverUnmatched = (word: string): boolean =>
  isFunctionWord(word) || AUDIENCE.has(word) || SCENES.has(word) || AGE.test(word);
