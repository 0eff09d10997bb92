import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { MALLS } from '#server/db/seed/malls';
import { Vocabulary } from '#server/modules/catalog/vocabulary';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { namesProductLine } from './product-lines';
import { detectIntent, type IntentInput } from './intent';
import { parseRoute } from './flight-cities';
import { respellCategoryWords } from './respell';
import { asksReplicaOfNeed } from './risk-rules';
import { picksOf } from './turn-words';
import { vagueAsks } from './phrases/vague-asks';
import { refineNeed } from '../dialogue/refine';
import { emptyNeed } from '#server/ports/conversation-state';

/** Decision 046: after-sales asks, open asks, departures, bare heads, described machines, counts. */
const vocabulary = new Vocabulary(
  CATEGORIES.map((c) => ({ id: c.id, name: c.name, group: c.group, synonyms: c.synonyms })),
  [...new Set(CATEGORIES.flatMap((c) => c.models.map((m) => m.brand)))],
  MALLS.map((m) => m.name),
);
const input = (question: string): IntentInput => ({
  question,
  hasImage: false,
  hasVoice: false,
  hasProduct: false,
  namesCategory: vocabulary.matchCategories(question).categories.length > 0,
  namesBrand: vocabulary.matchBrands(question).brands.length > 0 || namesProductLine(question),
});

describe('after-sales asks (lexicon/after-sales-words.ts)', () => {
  it.each([
    '京东买的洗衣机漏水 怎么申请售后',
    '耳机左边没声了 还在保修期 咋办',
    '买的空调 安装要另外收费吗',
    '上周买的吹风机 用两次就不出热风了 咋整',
    '淘宝上买的电饭煲 坏了 找谁',
    '新买的冰箱不制冷了',
    '双11入的手机 充不进电了 能修吗',
    '价保怎么申请',
    '运费险怎么理赔',
  ])('%s is after-sales', (q) => expect(detectIntent(input(q))).toBe('after_sales'));

  it.each([
    ['保修期长的洗衣机', 'shopping'],
    ['有没有支持七天无理由的耳机', 'shopping'],
    ['静音的键盘推荐', 'shopping'],
    ['想买台空调 包安装的', 'shopping'],
  ])('%s stays %s', (q, intent) => expect(detectIntent(input(q))).toBe(intent));
});

describe('open asks are clarified (lexicon/vague-words.ts)', () => {
  it.each(['最近有啥划算的', '发工资了 想败家', '有什么便宜的好物', '这周想剁手', '这两天有啥值得入的'])(
    '%s asks anything',
    (q) => {
      expect(detectIntent(input(q))).toBe('shopping');
      expect(vagueAsks(q, false).map((a) => a.slot)).toContain('anything');
    },
  );
  it.each([
    ['厨房想添个东西 省点事', '厨房'],
    ['宿舍里想买点东西', '宿舍'],
    ['办公室还缺点东西', '办公室'],
  ])('%s asks which thing for %s', (q, area) => expect(vagueAsks(q, false)).toContainEqual({ slot: 'area', area }));
});

describe('departures (lexicon/flight-words.ts)', () => {
  it.each([
    ['北京走 下周二', '北京'],
    ['从杭州走', '杭州'],
    ['我在成都', '成都'],
    ['人在深圳 后天走', '深圳'],
    ['上海出发', '上海'],
  ])('%s departs from %s', (q, from) => expect(parseRoute(q)).toEqual({ from, to: null }));
  it('a bare city is a destination', () => expect(parseRoute('去厦门')).toEqual({ from: null, to: '厦门' }));
});

const categoriesOf = (q: string) =>
  catalogVocabulary.matchCategories(respellCategoryWords(q, catalogVocabulary)).categories.map((c) => c.id);

describe('bare heads and described machines (lexicon/respell-words.ts)', () => {
  it.each([
    ['男朋友生日 想送块表', 'smartwatches'],
    ['看看nike的鞋', 'running-shoes'],
    ['想买双鞋 平时穿', 'sneakers'],
    // A bag said bare (decision 068); 包邮 and 包子 are no bags.
    ['想给自己买个包 通勤用的', 'handbags'],
    ['给女朋友买款包', 'handbags'],
    ['洗碗那种机器', 'dishwashers'],
    ['打豆浆的机器', 'blenders'],
  ])('%s → %s', (q, id) => expect(categoriesOf(q)).toContain(id));
  it.each(['鞋柜推荐', '列个表', '扫地机器人'])('%s is left as it is', (q) =>
    expect(respellCategoryWords(q, catalogVocabulary)).toBe(q),
  );
});

describe('a replica of the conversation brand (risk-rules.ts)', () => {
  it.each<[string, string[], boolean]>([
    ['有没有莆田的 便宜点的那种', ['耐克'], true],
    ['高仿的有吗', ['戴森'], true],
    ['有没有莆田的', [], false],
    ['有复刻版吗', ['耐克'], false],
    ['别给我推高仿的', ['耐克'], false],
    ['高仿的有吗', ['小熊'], false],
  ])('%s with %j: %s', (q, brands, risky) => expect(asksReplicaOfNeed(q, brands)).toBe(risky));
});

describe('counts of cards (turn-words.ts)', () => {
  it.each<[string, number]>([
    ['列5个保温杯', 5],
    ['给我六款蓝牙耳机', 6],
    ['推荐三款加湿器', 3],
    ['挑8个看看', 8],
    // 俩 and 仨 are counts without a measure word (decision 068).
    ['推荐俩跑步机', 2],
    ['给我仨选择', 3],
  ])('%s → %d', (q, n) => expect(picksOf(q)).toBe(n));
});

describe('the genuine thing after a refused replica keeps the need (dialogue/refine.ts)', () => {
  const need = { ...emptyNeed(), categoryIds: ['running-shoes', 'sneakers'], brands: ['耐克'] };
  it.each(['还是看正品', '好吧 看看正品', '那算了 正品有便宜的吗', '行吧 要行货'])('%s keeps 耐克', (q) => {
    const r = refineNeed(q, need, catalogVocabulary, { shownPrices: [800] });
    expect(r?.need.brands).toEqual(['耐克']);
    expect(r?.need.keywords).toEqual([]);
  });
});
