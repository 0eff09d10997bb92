import { describe, expect, it } from 'vitest';
import { catalogVocabulary as vocabulary } from '#server/testing/catalog-vocabulary';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { ENGLISH_WORDS } from './lexicon/english-words';
import { ENGLISH_SHOPPING_WORDS } from './lexicon/english-shopping-words';
import { readPinyin, syllablesOf } from './pinyin';

const categoriesOf = (q: string) => vocabulary.matchCategories(readPinyin(q, vocabulary)).categories.map((c) => c.id);

/** The ways a shopper types a word's pinyin: run together, a space between syllables, a space after every second one. */
const typings = (word: string): string[] => {
  const s = syllablesOf(word) ?? [];
  const pairs = s.map((x, i) => (i % 2 === 1 && i < s.length - 1 ? `${x} ` : x)).join('');
  return [...new Set([s.join(''), s.join(' '), pairs])];
};

describe('readPinyin: every category name typed in pinyin (decision 055)', () => {
  const named = vocabulary.categories.filter((c) => syllablesOf(c.name) && c.name.length > 1);
  it.each(named.flatMap((c) => typings(c.name).map((t) => [t, c.id] as const)))('%s → %s', (typed, id) =>
    expect(categoriesOf(typed)).toContain(id),
  );
});

describe('readPinyin: brands and categories together', () => {
  const pairs = [...vocabulary.brandCategories]
    .filter(([brand]) => brand.length > 1 && syllablesOf(brand))
    .flatMap(([brand, ids]) => ids.slice(0, 1).map((id) => [brand, vocabulary.byId.get(id)!] as const))
    .filter(([, c]) => syllablesOf(c.name))
    // Two brands spelled alike that both sell the category (萤石, 影石 action cameras): either is a fair reading.
    .filter(
      ([brand, c]) =>
        !vocabulary.brands.some(
          (other) =>
            other !== brand &&
            syllablesOf(other)?.join(' ') === syllablesOf(brand)!.join(' ') &&
            vocabulary.brandCategories.get(other)?.includes(c.id),
        ),
    );
  it.each(pairs.map(([brand, c]) => [`${syllablesOf(brand)!.join('')} de ${syllablesOf(c.name)!.join(' ')}`, brand, c.id]))(
    '%s → %s %s',
    (typed, brand, id) => {
      const read = readPinyin(typed, vocabulary);
      expect(vocabulary.matchBrands(read).brands).toContain(brand);
      expect(vocabulary.matchCategories(read).categories.map((c) => c.id)).toContain(id);
    },
  );
});

describe('readPinyin: questions', () => {
  it.each([
    ['kongqi zhaguo 300以内', '空气炸锅 300以内'],
    ['kongqizhaguo', '空气炸锅'],
    ['kong qi zha guo', '空气炸锅'],
    ['xiyiji guntong de', '洗衣机滚筒的'],
    ['bi ji ben dian nao', '笔记本电脑'],
    ['xi chen qi', '吸尘器'],
    ['dai sen de', '戴森的'],
    ['bie tai gui 3000 yi nei', '别太贵 3000 以内'],
    ['shouji san qian yi nei', '手机三千以内'],
    ['xiang mai ge chongdianbao', '想买个充电宝'],
    ['dyson xichenqi', 'dyson 吸尘器'],
    // Of brands spelled alike, the one that sells the category named.
    ['yijia de shou na xiang', '宜家的收纳箱'],
    ['yijia de shouji', '一加的手机'],
    ['xiaomi shouji', '小米手机'],
    ['nike de paobuxie', 'nike 的跑步鞋'],
    ['想要 lanya erji', '想要 蓝牙耳机'],
    ['jiangzao erji 索尼的', '降噪耳机 索尼的'],
    ['bu yao pingguo de', '不要苹果的'],
    // A word that spells nothing stays, the rest is read.
    ['hello xiyiji', 'hello 洗衣机'],
    ["de'longhi kafeiji", "de'longhi 咖啡机"],
  ])('%s → %s', (typed, read) => expect(readPinyin(typed, vocabulary)).toBe(read));
});

describe('readPinyin leaves alone', () => {
  const models = [...new Set(vocabulary.models.map((m) => m.model).filter((m) => /[a-z]{2}/i.test(m)))];
  it('every model name the catalog sells', () => {
    const changed = models.filter((m) => readPinyin(m, vocabulary) !== m);
    expect(changed).toEqual([]);
  });
  it('every Latin brand name and alias', () => {
    const names = [...vocabulary.brands, ...BRAND_ALIASES.flat()].filter((b) => /^[a-z][a-z .'&-]*$/i.test(b));
    expect(names.filter((b) => readPinyin(b, vocabulary) !== b)).toEqual([]);
  });
  it('every English word the normaliser reads', () => {
    const words = [...ENGLISH_WORDS, ...ENGLISH_SHOPPING_WORDS].map(([en]) => en);
    expect(words.filter((w) => readPinyin(w, vocabulary) !== w)).toEqual([]);
  });
  it.each([
    // Model names and codes.
    ['sony xm5'],
    ['bose qc ultra'],
    ['iphone 16 pro max'],
    ['华为mate 70'],
    ['ipad mini'],
    ['galaxy s24'],
    ['小米15 ultra'],
    // English a shopper writes.
    ['women perfume'],
    ['good value'],
    ['gaming'],
    ['running'],
    ['china'],
    ['hello world'],
    ['made in china'],
    ['best seller'],
    ['new balance 574'],
    ['the north face'],
    // Ordinary Chinese, and single syllables (de alone is no word).
    ['2000元以内的降噪耳机'],
    ['适合送父母的按摩仪'],
    ['de'],
    ['ok'],
    ['gg'],
  ])('%s', (q) => expect(readPinyin(q, vocabulary)).toBe(q));
});
