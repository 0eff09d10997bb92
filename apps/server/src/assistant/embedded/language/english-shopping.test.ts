import { describe, expect, it } from 'vitest';
import { catalogVocabulary as vocabulary } from '#server/testing/catalog-vocabulary';
import {
  ENGLISH_AFTER_PRICE_WORDS,
  ENGLISH_EXCLUSION_WORDS,
  ENGLISH_FEATURE_WORDS,
  ENGLISH_KIND_WORDS,
} from './lexicon/english-shopping-words';
import { normaliseQuestion } from './normalise';
import { parseBudget } from './budget';

const categoriesOf = (q: string) => vocabulary.matchCategories(normaliseQuestion(q)).categories.map((c) => c.id);

describe('shopping English (decision 055)', () => {
  const kindPhrasings = (en: string) => [
    `想买个${en}`,
    `${en}有推荐吗`,
    `有没有好用的${en.toUpperCase()} 500以内`,
    `${en} 推荐一下`,
  ];
  it.each(ENGLISH_KIND_WORDS.flatMap(([en, zh]) => kindPhrasings(en).map((q) => [q, zh] as const)))(
    'a kind: %s names %s',
    (q, zh) => {
      expect(normaliseQuestion(q)).toContain(zh);
      expect(categoriesOf(q).length).toBeGreaterThan(0);
    },
  );

  // The Chinese head said after an English kind (tws耳机, ssd硬盘): that kind alone, not every kind of the head.
  it.each([
    ['tws耳机推荐', ['tws-earbuds']],
    ['TWS耳机 300以内', ['tws-earbuds']],
    ['tws蓝牙耳机', ['tws-earbuds']],
    ['ssd硬盘推荐', ['ssd']],
    ['mirrorless相机', ['cameras']],
    ['power bank充电宝', ['power-banks']],
  ])('a kind then its head: %s → %j', (q, ids) => expect(categoriesOf(q)).toEqual(ids));

  const featurePhrasings = (en: string) => [`要${en}的`, `${en} 的耳机`, `想找个 ${en}的`];
  it.each(ENGLISH_FEATURE_WORDS.flatMap(([en, zh]) => featurePhrasings(en).map((q) => [q, zh] as const)))(
    'a feature: %s says %s',
    (q, zh) => expect(normaliseQuestion(q)).toContain(zh),
  );

  const brands = ['apple', 'huawei', 'sony', '小米', '戴森'];
  it.each(ENGLISH_EXCLUSION_WORDS.flatMap(([en, zh]) => brands.map((b) => [`${en} ${b} please`, `${zh} ${b}`] as const)))(
    'an exclusion: %s → %s',
    (q, read) => expect(normaliseQuestion(q)).toBe(read),
  );

  it.each(
    ENGLISH_AFTER_PRICE_WORDS.flatMap(([en, zh]) =>
      ['300', '1k', '2000元', '5 k'].map((amount) => [`耳机 ${amount} ${en}`, zh] as const),
    ),
  )('an amount then a price word: %s says %s', (q, zh) => {
    const read = normaliseQuestion(q);
    expect(read).toContain(zh);
    expect(parseBudget(read)?.budget).toBeTruthy();
  });

  it.each([
    ['想要个noise cancelling的耳机 budget 1k', '想要个 降噪 的耳机 预算 1k'],
    ['air fryer有推荐吗 300 below', '空气炸锅 有推荐吗 300以内'],
    ['找个magsafe的power bank', '找个 磁吸 的 充电宝'],
    ['想入一台full frame的mirrorless', '想入一台 全画幅 的 微单相机'],
    ['face cream for dry skin 有啥', '面霜 适合 干皮 有啥'],
    ['HUAWEI watch', 'HUAWEI 手表'],
    ['apple watch 推荐', 'apple 手表 推荐'],
    ['Apple Watch Ultra 2', 'Apple Watch Ultra 2'],
    ['no apple please', '不要 apple'],
    ['iPhone 16 Plus', 'iPhone 16 Plus'],
    ['Redmi Pad Pro', 'Redmi Pad Pro'],
    ['大疆 Mic 2', '大疆 Mic 2'],
    ['想要个wireless的鼠标', '想要个 无线 的鼠标'],
  ])('%s → %s', (q, read) => expect(normaliseQuestion(q)).toBe(read));

  it('leaves the model names the catalog sells', () => {
    const models = [...new Set(vocabulary.models.map((m) => m.model))];
    // A line word first (Watch SE), a kind word in the name (Arc Mouse), Ⅲ made III: read before decision 055
    // too; a model named by a kind word alone (Bike) is read as the kind.
    const before = /^watch\b|headphones|mouse|Ⅲ|magsafe硅胶壳|^bike$/i;
    expect(models.filter((m) => !before.test(m) && normaliseQuestion(m) !== m.replace(/\s+/g, ' ').trim())).toEqual([]);
  });
});
