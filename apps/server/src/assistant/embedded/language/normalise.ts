import { ENGLISH_LINE_WORDS, ENGLISH_PRICE_WORDS, ENGLISH_WORDS } from './lexicon/english-words';
import { ENGLISH_AFTER_PRICE_WORDS, ENGLISH_NAME_WORDS, ENGLISH_SHOPPING_WORDS } from './lexicon/english-shopping-words';
import { TRADITIONAL_PAIRS } from './lexicon/traditional-chars';
import { FINANCIAL_MARKS, FINANCIAL_NUMERALS } from './lexicon/numeral-words';
import { CURRENCY_SIGNS } from './lexicon/budget-bound-words';
import { SHORT_TYPOS } from './lexicon/respell-words';
import { EMOJI_WORDS } from './lexicon/emoji-words';

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const READINGS = [...ENGLISH_WORDS, ...ENGLISH_SHOPPING_WORDS];
/** The English words, longest first, as whole words in any case (air fryer before air). */
const ENGLISH = new RegExp(
  `(?<![a-z'’-])(?:${[...READINGS]
    .sort((a, b) => b[0].length - a[0].length)
    .map(([en]) => escape(en).replace(/ /g, '\\s*'))
    .join('|')})(?![a-z'’-])`,
  'gi',
);
const CHINESE_OF = new Map(READINGS.map(([en, zh]) => [en.replace(/ /g, ''), zh]));

/** under 200 → 200以内: an English price word, a currency sign maybe, then the amount. */
const ENGLISH_PRICE = new RegExp(
  `(?<![a-z])(${ENGLISH_PRICE_WORDS.map(([en]) => escape(en).replace(/ /g, '\\s+')).join('|')})\\s*(?:¥|rmb|cny|yuan)?\\s*(\\d+(?:\\.\\d+)?\\s*[kw]?)(?![a-z\\d])`,
  'gi',
);
const PRICE_WORD_OF = new Map(ENGLISH_PRICE_WORDS.map(([en, zh]) => [en, zh]));

/** 300 below → 300以内: an amount, then an English price word after it. */
const AFTER_PRICE = new RegExp(
  `(?<![a-z\\d.])(\\d+(?:\\.\\d+)?\\s*[kw]?)\\s*(?:¥|rmb|cny|yuan|元|块)?\\s*(${ENGLISH_AFTER_PRICE_WORDS.map(([en]) => escape(en).replace(/ /g, '\\s+')).join('|')})(?![a-z])`,
  'gi',
);
const AFTER_WORD_OF = new Map(ENGLISH_AFTER_PRICE_WORDS.map(([en, zh]) => [en, zh]));

/** ¥2000, ￥500 (NFKC makes both ¥): the sign before an amount is 元 after it (decision 077). */
const SIGNED_AMOUNT = new RegExp(
  `(?:${CURRENCY_SIGNS.map(escape).join('|')})\\s*(\\d+(?:\\.\\d+)?(?:\\s*[kw千万](?![a-z]))?)`,
  'gi',
);

const SIMPLIFIED_OF = new Map<string, string>();
for (let i = 0; i + 1 < TRADITIONAL_PAIRS.length; i += 2) SIMPLIFIED_OF.set(TRADITIONAL_PAIRS[i]!, TRADITIONAL_PAIRS[i + 1]!);
const TRADITIONAL = new RegExp(`[${[...SIMPLIFIED_OF.keys()].join('')}]`, 'g');

const PLAIN_NUMERAL = new Map(FINANCIAL_NUMERALS);
const MEANT = new Map(SHORT_TYPOS);
const SHORT_TYPO = new RegExp(SHORT_TYPOS.map(([typed]) => typed).join('|'), 'g');
/** A run of 大写 numerals with at least one that is never an everyday word (壹仟, 贰佰伍拾). */
const FINANCIAL = new RegExp(
  `[${FINANCIAL_NUMERALS.map(([f]) => f).join('')}]*[${FINANCIAL_MARKS}][${FINANCIAL_NUMERALS.map(([f]) => f).join('')}]*`,
  'g',
);

const EMOJI_WORD = new Map(EMOJI_WORDS);
const EMOJI_NAMING = new RegExp(`(?:${EMOJI_WORDS.map(([e]) => e).join('|')})\uFE0F?`, 'gu');

/** Emoji, with their joiners, variation selectors and skin tones. */
const EMOJI = /(?:\p{Extended_Pictographic}|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0F)+/gu;

/** 机 械 键 盘: single characters typed apart (three or more in a row) are one word again. */
const SPACED_HAN = /(?:\p{Script=Han} ){2,}\p{Script=Han}(?!\p{Script=Han})/gu;

/**
 * tws耳机, ssd硬盘, mirrorless相机: the Chinese word said right after an English kind is its head
 * noun, so the kind is read without it and joined to it (真无线耳机, not 真无线耳机耳机, which names every earphone).
 */
function withoutHeadSaidAfter(chinese: string, after: string): string {
  const next = after.trimStart();
  for (let cut = 0; cut < chinese.length - 1; cut++)
    if (next.startsWith(chinese.slice(cut))) return ` ${chinese.slice(0, cut)}${next === after ? '' : ' '}`;
  return ` ${chinese} `;
}

/**
 * A question as typed on a phone, made plain before anything reads it: full-width digits,
 * letters and punctuation become their ASCII forms (２０００ → 2000, ＋ → +), and runs of spaces
 * (including the ideographic space) become one. Chinese punctuation without an ASCII twin
 * (。、) is kept. Unicode NFKC does the mapping. 大写 numerals are read as everyday ones (壹仟 → 一千). Single characters typed apart are joined (机 械
 * 键 盘), traditional characters become simplified (lexicon/traditional-chars.ts), an English
 * price word goes after its amount (under 200 → 200以内, 300 below → 300以内) and English shopping
 * words are read as Chinese (lexicon/english-words.ts, english-shopping-words.ts).
 */
export function normaliseQuestion(text: string): string {
  // 🎧 降噪的, ☕️机: an emoji that names a thing is its word (decision 075); 想买个家湿器😂: any
  // other emoji beside words is no part of them (decision 074); a message of emoji alone stays.
  const named = text.replace(EMOJI_NAMING, (emoji) => EMOJI_WORD.get(emoji.replace(/\uFE0F/g, '')) ?? emoji);
  const plain = named.replace(EMOJI, ' ');
  return (
    (plain.trim() ? plain : text)
      .normalize('NFKC')
      .replace(FINANCIAL, (run) => [...run].map((c) => PLAIN_NUMERAL.get(c) ?? c).join(''))
      .replace(TRADITIONAL, (c) => SIMPLIFIED_OF.get(c) ?? c)
      .replace(SHORT_TYPO, (typed) => MEANT.get(typed) ?? typed)
      .replace(/\s+/g, ' ')
      .trim()
      .replace(
        ENGLISH_PRICE,
        (_all, word: string, amount: string) =>
          ` ${amount.replace(/\s+/g, '')}${PRICE_WORD_OF.get(word.toLowerCase().replace(/\s+/g, ' ')) ?? ''} `,
      )
      .replace(
        AFTER_PRICE,
        (_all, amount: string, word: string) =>
          ` ${amount.replace(/\s+/g, '')}${AFTER_WORD_OF.get(word.toLowerCase().replace(/\s+/g, ' ')) ?? ''} `,
      )
      .replace(SIGNED_AMOUNT, (_all, amount: string) => `${amount.replace(/\s+/g, '')}元`)
      .replace(SPACED_HAN, (run) => (/(?:^|\s)\p{Script=Han}{2}/u.test(run) ? run : run.replace(/ /g, '')))
      // A line word between a Latin name and more of it (Apple Watch Ultra 2) is part of the name.
      // A name word with a model going on from it (Mic 2, Wireless GO II) is part of the name too.
      .replace(ENGLISH, (word, at: number, all: string) => {
        // A model goes on with a word or a short number (Mic 2, Watch GT); 500 after it is a price.
        const goesOn = /^\s*(?:[a-z]|\d{1,2}(?![\d.]))/i.test(all.slice(at + word.length));
        const lower = word.toLowerCase();
        return (ENGLISH_LINE_WORDS.includes(lower) && goesOn && /[a-z0-9]\s*$/i.test(all.slice(0, at))) ||
          (ENGLISH_NAME_WORDS.includes(lower) && goesOn)
          ? word
          : withoutHeadSaidAfter(CHINESE_OF.get(lower.replace(/\s+/g, '')) ?? word, all.slice(at + word.length));
      })
      .replace(/\s+/g, ' ')
      .trim()
  );
}
