import type { CatalogProduct } from '#server/modules/catalog/service';
import { chineseNumber } from '../language/budget';
import {
  ALL_BUT_BEFORE,
  ALL_BUT_LEAVE,
  ALL_BUT_REST,
  ALL_OF_THEM,
  KEEP_VERBS,
  MIDDLE_WORDS,
  NEXT_WORDS,
  PREVIOUS_WORDS,
  TAKE_ALL_WORDS,
} from '../language/lexicon/list-words';

/**
 * How a question points at products the conversation already showed: by position (第二款,
 * 第一款和第三款, 前两款, 最后一款), by a property among them (最便宜的那款, 评分最高的那个), by a
 * pronoun (它, 这款, 上面那个), or at all of them (这几款, 它们).
 */
export type Reference =
  | { kind: 'positions'; indexes: number[]; words: string }
  | { kind: 'superlative'; by: Superlative; words: string }
  | { kind: 'pronoun'; words: string }
  | { kind: 'all'; words: string }
  /** 中间那款: the middle of the list (decision 076). */
  | { kind: 'middle'; words: string }
  /** 下一个呢, 上一款: the product after (1) or before (-1) the one talked about (decision 076). */
  | { kind: 'step'; by: 1 | -1; words: string }
  /** 除了第二个都加: every shown product but these positions (decision 076). */
  | {
      kind: 'except';
      indexes: number[];
      words: string;
      /** 除了第一个 前三个都加: the positions the rest is taken from (the first three), when said (decision 086). */
      within?: number[];
    };

export type Superlative = 'price_low' | 'price_high' | 'rating' | 'sales';

const N = String.raw`([一二两三四五六七八九十\d]{1,2})`;
/** Measure words a shopper counts shown products in (第二辆 for scooters, 第三张 for cards, decision 082). */
const MEASURE = String.raw`(?:款|个|件|台|部|种|条|只|双|支|瓶|套|把|家|样|类|辆|张|本|盒|罐|袋|包|顶|副|块|枚|位)`;
/** 第二款, 第1个; without a measure word only before a connector or the end (第一和第三). */
const ORDINAL = new RegExp(
  String.raw`第\s*${N}\s*(?:${MEASURE}|(?=\s*(?:[和跟与及、,，呢吗?？怎的对比有哪是好多价都也加放第那这咋]|还是|一起|$)))`,
  'g',
);
/** 前两款, 头三个, 前俩 (two, decision 082); not the 头 of a word (充电头 三个口的, 枕头两个). */
const FIRST_N = new RegExp(String.raw`(?:前|(?<!\p{Script=Han})头)\s*(?:${N}\s*${MEASURE}|(俩))`, 'u');
const LAST_N = new RegExp(String.raw`(?:后|最后)\s*${N}\s*${MEASURE}`);
/**
 * 1和2都加上, 1 2 3都加心愿单, 一和三都收藏 (decision 082): two or more bare list numbers joined by a
 * connector, then 都 (or a measure word). Chinese numerals too, never inside a larger number (十一和十二).
 */
const BARE =
  /(?<![\d.一二三四五六七八九十百千万第])([1-9一二三四五六七八九])((?:\s*(?:和|跟|与|、|,|，|\s)\s*[1-9一二三四五六七八九]){1,3})(?![\d.十百千万])\s*(?=都|号|款|个)/;
/**
 * 1号跟3号对比下, 一号二号比一比, 2号怎么样 (decision 082): a list number said with 号. Not a day
 * (十月二号), a size (5号电池, 3号线): 号 must end the phrase, before a connector or an ask.
 */
const NUMBERED =
  /(?<![\d.一二三四五六七八九十月第])([1-9一二三四五六七八九])\s*号(?=\s*(?:[和跟与及、,，呢吗?？怎对比哪是好多价都也加放那这咋\d一二三四五六七八九]|还是|一起|$))/g;
/**
 * 第一二三个, 第一、三款, 第1、2个 (decision 070): one 第 before several one-digit positions. Arabic
 * digits need a separator between them (第12个 is the twelfth).
 */
const ORDINAL_RUN = new RegExp(
  String.raw`第\s*([一二三四五六七八九](?:\s*[、,，和及与]?\s*[一二三四五六七八九]){1,4}|\d(?:\s*[、,，和及与]\s*\d){1,4})(?![起下并共同样块])\s*${MEASURE}?`,
);
/** 老大, 老二, 老三 (decision 082): siblings' order said of a list; 老幺 is the last.
 * Only before an ask or a connector: 老大爷, 老二是女儿, 老大也要一个 speak of people. */
const ELDER = /老([大二三四五六七八九]|幺)(?=\s*(?:[和跟与及、,，呢吗?？怎对比哪多价加那这咋重续噪吸贵]|还是|一起|$))/g;
/** 倒数第二个, 倒数第1款: a position counted from the end of the list. */
const FROM_END = new RegExp(String.raw`倒数\s*第?\s*${N}\s*${MEASURE}?`, 'g');
const LAST_ONE = new RegExp(String.raw`(?:最后|末尾)\s*(?:一|那一?)?\s*${MEASURE}`);

const SUPERLATIVES: Array<{ by: Superlative; pattern: RegExp }> = [
  { by: 'price_low', pattern: /(?:最便宜|价格最低|最低价|最实惠|价格最便宜)/ },
  { by: 'price_high', pattern: /(?:最贵|价格最高|最高端)/ },
  { by: 'rating', pattern: /(?:评分最高|评价最好|口碑最好|评分最好|分最高)/ },
  { by: 'sales', pattern: /(?:销量最高|卖得最好|销量最好|最畅销|买的人最多)/ },
];
/**
 * 那个贵的值吗, 便宜点的那台, 口碑好的那款 (decision 068): a comparative with a pointer picks among
 * what was shown like a superlative; 便宜的那种 (a kind) stays a refinement.
 */
const ONE = String.raw`(?:个|款|台|部|只|双|件|支|瓶|辆)`;
const COMPARED = (word: string) =>
  new RegExp(
    String.raw`(?:那|这)\s*${ONE}\s*(?:更)?(?:${word})(?:一?点|些)?的|(?<!最)(?:更)?(?:${word})(?:一?点|些)?的\s*(?:那|这)\s*${ONE}`,
  );
const COMPARATIVES: Array<{ by: Superlative; pattern: RegExp }> = [
  { by: 'price_high', pattern: COMPARED('贵') },
  { by: 'price_low', pattern: COMPARED('便宜|实惠') },
  { by: 'rating', pattern: COMPARED('评分高|口碑好|评价好') },
  { by: 'sales', pattern: COMPARED('卖得好|销量高') },
];
/** 最便宜的那款 / 最便宜的是哪款 / 评分最高的那个: a pick among what was shown, not a new search. */
const POINTING = new RegExp(String.raw`的\s*(?:那|这|是哪)\s*(?:一\s*)?${MEASURE}|的\s*(?:那|这)\s*${MEASURE}?|那\s*${MEASURE}`);

const alternatives = (words: readonly string[]) => words.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|');
/** 都要了, 全都加心愿单, 统统收藏 (lexicon/list-words.ts): the whole list taken. */
const TAKE_ALL = new RegExp(
  String.raw`(?:${alternatives(TAKE_ALL_WORDS)})|(?:${alternatives(ALL_OF_THEM)})\s*(?:都)?\s*(?:给我)?\s*(?:${alternatives(KEEP_VERBS)})`,
);
/** 中间那款, 中间的那个, 居中那台: not 中间价位 or 中间档. */
const MIDDLE = new RegExp(
  String.raw`(?:${alternatives(MIDDLE_WORDS)})\s*(?:的)?\s*(?:那|这)\s*(?:一)?\s*${MEASURE}?|(?:${alternatives(MIDDLE_WORDS)})\s*(?:的)?\s*(?:一)?\s*${MEASURE}`,
);
/** 下一个, 上一款 (not 下一个月, 上一批: a batch is the list before, turn-words.ts). */
const STEP = new RegExp(
  String.raw`(?<!最)(${alternatives(NEXT_WORDS)}|${alternatives(PREVIOUS_WORDS)})\s*${ONE}(?![月周年天季星期阶])`,
);
/** 除了第二个都加 / 第二个不要 其他都收藏: the positions said are left out of the whole list. */
const ALL_BUT_OPEN = new RegExp(
  String.raw`(?:${alternatives(ALL_BUT_BEFORE)})\s*(?=第|前|后|最后|倒数|[1-9一二三四五六七八九]\s*(?:和|、|${MEASURE}))`,
);
const ALL_BUT_THEN = new RegExp(String.raw`(?:${alternatives(ALL_BUT_REST)})|都|全`);
const ALL_BUT_LEFT = new RegExp(
  String.raw`(?:${alternatives(ALL_BUT_LEAVE)})\s*[，,、。\s]*\s*(?:${alternatives(ALL_BUT_REST)})`,
);
/**
 * 一三哪个好, 对比一下一二, 2和3哪个好 (decision 076): two bare list numbers said with a comparison
 * (before or after them), the whole question or its opening.
 */
const BARE_PAIR = new RegExp(
  String.raw`^\s*(?:(?:对比|比较|比)\s*(?:一下|下)?\s*)?([1-9一二三四五六七八九])\s*(?:和|跟|与|、|,|，|vs|\s)?\s*([1-9一二三四五六七八九])\s*(?=(?:哪|比|对比|有什么|有啥|区别|的区别|选哪|怎么选|谁)|[?？。!！\s]*$)`,
  'i',
);
const COMPARING = /哪|比|区别|选|谁|差别|不同/;
/** 除了第一款 还有别的吗: more of the need, not the rest of the list. */
const ASKS_FOR_MORE = /还有|有没有|推荐|再来|换一批/;

const ALL =
  /(?:这|那|它)俩|俩都|(?:这|那)?(?:两|三|四|几)\s*(?:个|款|台|部)都|这几款|这两款|这三款|这四款|这几个|这两个|这三个|这些|它们|上面(?:几|两|三|四)款|上面这些|你推荐的(?:几|这几)款|以上(?:几款|这些)/;
const PRONOUN =
  /(?:^|[^其])它(?!们)|这款|那款|这个|那个|这台|那台|这部|那部|这辆|那辆|这件|那件|这一款|那一款|这只|这双|上面那(?:个|款|台|部)|上面的|刚才那(?:个|款|台|部)|刚刚那(?:个|款)|你说的那(?:个|款)|该商品|这商品/;

const toIndex = (text: string): number | null => {
  const n = /^\d+$/.test(text) ? Number(text) : chineseNumber(text.replace('两', '二'));
  return n && n > 0 && n <= 20 ? n - 1 : null;
};

/** The reference in a question, or null when it points at nothing shown before. */
export function findReference(question: string): Reference | null {
  const q = question.trim();
  const allBut = exceptOf(q);
  if (allBut) return allBut;
  const step = STEP.exec(q);
  if (step) return { kind: 'step', by: PREVIOUS_WORDS.includes(step[1]!) ? -1 : 1, words: step[0] };
  const middle = MIDDLE.exec(q);
  if (middle) return { kind: 'middle', words: middle[0] };
  const pair = BARE_PAIR.exec(q);
  if (pair && COMPARING.test(q) && pair[1] !== pair[2]) {
    const indexes = [toIndex(pair[1]!)!, toIndex(pair[2]!)!];
    return { kind: 'positions', indexes, words: pair[0].trim() };
  }
  const firstN = FIRST_N.exec(q);
  if (firstN) {
    const n = firstN[2] ? 1 : toIndex(firstN[1]!);
    if (n !== null) return { kind: 'positions', indexes: Array.from({ length: n + 1 }, (_, i) => i), words: firstN[0] };
  }
  const lastN = LAST_N.exec(q);
  if (lastN && !LAST_ONE.test(q)) {
    const n = toIndex(lastN[1]!);
    if (n !== null) return { kind: 'positions', indexes: Array.from({ length: n + 1 }, (_, i) => i - n - 1), words: lastN[0] };
  }
  const run = ORDINAL_RUN.exec(q);
  if (run) {
    const indexes = [...new Set(run[1]!.match(/[一二三四五六七八九\d]/g)!.map((d) => toIndex(d)!))];
    return { kind: 'positions', indexes, words: run[0] };
  }
  const bare = BARE.exec(q);
  if (bare) {
    const indexes = [...new Set((bare[1]! + bare[2]!).match(/[1-9一二三四五六七八九]/g)!.map((d) => toIndex(d)!))];
    return { kind: 'positions', indexes, words: bare[0] };
  }
  const numbered = [...q.matchAll(NUMBERED)];
  if (numbered.length) {
    const indexes = [...new Set(numbered.map((m) => toIndex(m[1]!)!))];
    return { kind: 'positions', indexes, words: numbered.map((m) => m[0]).join('') };
  }
  const elder = [...q.matchAll(ELDER)];
  if (elder.length) {
    const indexes = [...new Set(elder.map((m) => (m[1] === '幺' ? -1 : m[1] === '大' ? 0 : toIndex(m[1]!)!)))];
    return { kind: 'positions', indexes, words: elder.map((m) => m[0]).join('') };
  }
  const fromEnd = [...q.matchAll(FROM_END)];
  const ordinals = [...q.replace(FROM_END, (m) => ' '.repeat(m.length)).matchAll(ORDINAL)];
  const indexes = [
    ...new Set([
      ...ordinals.map((m) => toIndex(m[1]!)).filter((i): i is number => i !== null),
      ...fromEnd.map((m) => toIndex(m[1]!)).flatMap((i) => (i === null ? [] : [-i - 1])),
    ]),
  ];
  if (LAST_ONE.test(q)) indexes.push(-1);
  if (indexes.length)
    return { kind: 'positions', indexes, words: [...ordinals, ...fromEnd].map((m) => m[0]).join('') || '最后一款' };
  const compared = COMPARATIVES.find((r) => r.pattern.test(q));
  if (compared) return { kind: 'superlative', by: compared.by, words: compared.pattern.exec(q)![0] };
  if (POINTING.test(q)) {
    const s = SUPERLATIVES.find((r) => r.pattern.test(q));
    if (s) return { kind: 'superlative', by: s.by, words: s.pattern.exec(q)![0] };
  }
  const all = ALL.exec(q) ?? TAKE_ALL.exec(q);
  if (all) return { kind: 'all', words: all[0] };
  const pronoun = PRONOUN.exec(q);
  if (pronoun) return { kind: 'pronoun', words: pronoun[0].replace(/^[^它这那上刚你该]/, '') };
  return null;
}

/**
 * 除了第二个都加, 除了前两款其他都收藏, 第二个不要 其他都加上: the positions said, as those left out
 * of the whole list; null when the question does not take the rest (除了第一款 还有吗).
 */
function exceptOf(q: string): Reference | null {
  if (ASKS_FOR_MORE.test(q)) return null;
  const open = ALL_BUT_OPEN.exec(q);
  const after = open ? q.slice(open.index + open[0].length) : '';
  const then = open ? ALL_BUT_THEN.exec(after) : null;
  const left = open ? null : ALL_BUT_LEFT.exec(q);
  const said = then ? after.slice(0, then.index) : left ? q.slice(0, left.index) : null;
  // 除了第一个 前三个都加, 前三个 除了第一个都加: a first-n said beside the exception is the part of
  // the list the rest is taken from (decision 086).
  const before = open ? q.slice(0, open.index) : '';
  const scope = said ? (rangeOf(said, true) ?? rangeOf(before, false)) : null;
  const inner = said ? findReference(scope?.inSaid ? said.replace(scope.words, ' ') : said) : null;
  if (inner?.kind !== 'positions') return null;
  return {
    kind: 'except',
    indexes: inner.indexes,
    words: `${open?.[0] ?? ''}${inner.words}`,
    ...(scope ? { within: scope.indexes } : {}),
  };
}

/** 前三个 / 后两款 in `text`, as positions; with another position said beside it when `inSaid`. */
function rangeOf(text: string, inSaid: boolean): { indexes: number[]; words: string; inSaid: boolean } | null {
  const first = FIRST_N.exec(text);
  const last = first ? null : LAST_N.exec(text);
  const m = first ?? last;
  if (!m) return null;
  const n = first?.[2] ? 1 : toIndex(m[1]!);
  if (n === null) return null;
  if (inSaid && !findReference(text.replace(m[0], ' '))) return null;
  const indexes = Array.from({ length: n + 1 }, (_, i) => (first ? i : i - n - 1));
  return { indexes, words: m[0], inSaid };
}

/** The reference's words taken out of the question (what is left may name another product). */
export const withoutReference = (question: string, ref: Reference): string =>
  question
    .replace(FROM_END, ' ')
    .replace(ORDINAL_RUN, ' ')
    .replace(ORDINAL, ' ')
    .replace(BARE, ' ')
    .replace(NUMBERED, ' ')
    .replace(ELDER, ' ')
    .replace(FIRST_N, ' ')
    .replace(LAST_N, ' ')
    .replace(LAST_ONE, ' ')
    .replace(ALL, ' ')
    .replace(TAKE_ALL, ' ')
    .replace(MIDDLE, ' ')
    .replace(STEP, ' ')
    .replace(ALL_BUT_OPEN, ' ')
    .replace(BARE_PAIR, ' ')
    .replace(PRONOUN, ' ')
    .replace(ref.kind === 'superlative' ? ref.words : /$^/, ' ')
    .trim();

/** The shown products a reference picks, in its order; 'out_of_range' when a position is missing. */
export function pickReferenced(
  products: CatalogProduct[],
  ref: Reference,
  focus: CatalogProduct | null,
): CatalogProduct[] | 'out_of_range' {
  switch (ref.kind) {
    case 'positions': {
      const found = ref.indexes.map((i) => products.at(i));
      return found.every(Boolean) ? (found as CatalogProduct[]) : 'out_of_range';
    }
    case 'superlative': {
      if (!products.length) return [];
      const by = {
        price_low: (a: CatalogProduct, b: CatalogProduct) => a.price - b.price,
        price_high: (a: CatalogProduct, b: CatalogProduct) => b.price - a.price,
        rating: (a: CatalogProduct, b: CatalogProduct) => b.rating - a.rating || b.sales - a.sales,
        sales: (a: CatalogProduct, b: CatalogProduct) => b.sales - a.sales,
      }[ref.by];
      return [[...products].sort(by)[0]!];
    }
    case 'all':
      return products;
    case 'middle': {
      const n = products.length;
      if (n < 3) return 'out_of_range';
      return n % 2 ? [products[(n - 1) / 2]!] : [products[n / 2 - 1]!, products[n / 2]!];
    }
    case 'step': {
      const at = focus ? products.findIndex((p) => p.id === focus.id) : -1;
      const next = at < 0 ? undefined : products[at + ref.by];
      return next ? [next] : 'out_of_range';
    }
    case 'except': {
      const at = (i: number) => (i < 0 ? products.length + i : i);
      const left = new Set(ref.indexes.map(at));
      if ([...left].some((i) => i < 0 || i >= products.length)) return 'out_of_range';
      // 除了第一个 前三个都加 with two shown: of the first three, those shown.
      const within = ref.within ? new Set(ref.within.map(at)) : null;
      return products.filter((_, i) => !left.has(i) && (!within || within.has(i)));
    }
    case 'pronoun':
      if (focus) return [focus];
      return products.length === 1 ? products : [];
  }
}
