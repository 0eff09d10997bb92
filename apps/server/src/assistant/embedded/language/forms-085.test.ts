import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { firstTurn } from '#server/testing/first-turn';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { HOMOPHONE_ROWS } from './lexicon/homophones';
import { parseConstraints } from './constraints';
import { normaliseQuestion } from './normalise';
import { respellCategoryWords } from './respell';
import { typedFor } from './brand-typos';
import { measuresIn, meetsMeasure } from './measures';
import { wantedValues } from './spec-terms';
import { neverUnmatched } from './function-words';

// Decision 085: heldout15's first-question families, each said in words the set does not use.
const respelled = (q: string) => respellCategoryWords(normaliseQuestion(q), catalogVocabulary);
const read = (q: string) => parseConstraints(respelled(q), catalogVocabulary);

describe('a brand typed with a same-sounding character, any brand of the catalog', () => {
  const inRows = new Set(HOMOPHONE_ROWS.flatMap((row) => [...(row.split(' ')[1] ?? '')]));
  const sold = new Set(catalogVocabulary.brands);
  const names = [...sold, ...BRAND_ALIASES.filter(([b]) => sold.has(b)).flatMap(([, ...aliases]) => aliases)];

  it('every character of a Chinese brand name or alias has its syllable row', () => {
    const missing = names
      .filter((n) => /^\p{Script=Han}{2,}$/u.test(n))
      .flatMap((n) => [...n].filter((c) => !inRows.has(c)).map((c) => `${c} (${n})`));
    expect(missing).toEqual([]);
  });

  it.each<[string, string]>([
    ['大僵的无人机', '大疆'],
    ['大将无人机', '大疆'],
    ['大江的云台', '大疆'],
    ['菲利蒲的剃须刀', '飞利浦'],
    ['追蜜扫地机', '追觅'],
    ['荣要手机', '荣耀'],
    ['云京扫地机器人', '云鲸'],
    ['萤时摄像头', '萤石'],
    ['徕分吹风机', '徕芬'],
    ['汰自洗衣液', '汰渍'],
    ['飞合奶粉', '飞鹤'],
    ['天缩的机械表', '天梭'],
  ])('%s names %s', (q, brand) => {
    expect(firstTurn(respelled(q)).brands).toContain(brand);
  });

  it.each<[string, string]>([
    ['鸭绒', '鸭鸭'],
    ['鸭毛', '鸭鸭'],
    ['宝马', '宝宝'],
  ])('%s is no typo of %s (the characters compared by position)', (typed, name) => {
    expect(typedFor(typed, name)).toBe(false);
  });

  it.each(['鸭绒的羽绒服', '白鸭绒羽绒服 便宜点', '要鸭绒的 羽绒服'])('%s names no brand', (q) => {
    expect(firstTurn(respelled(q)).brands).toEqual([]);
  });
});

describe('Latin names of several words, with a space, a hyphen or nothing', () => {
  it.each<[string, string]>([
    ['Oral B电动牙刷', '欧乐B'],
    ['oral b 的牙刷头', '欧乐B'],
    ['ORAL-B牙刷', '欧乐B'],
    ['harman-kardon音箱', '哈曼卡顿'],
    ['Harman Kardon 的音箱', '哈曼卡顿'],
    ['audio technica耳机', '铁三角'],
    ['snowpeak帐篷', 'Snow Peak'],
    ['Snow-Peak的帐篷', 'Snow Peak'],
  ])('%s names %s', (q, brand) => {
    expect(read(q).brands).toContain(brand);
  });
});

describe('brand nicknames said before a category word', () => {
  it.each<[string, string]>([
    ['水果手机 最新款', '苹果'],
    ['水果家的平板', '苹果'],
    ['水果牌耳机', '苹果'],
    ['菊花厂的手表', '华为'],
    ['菊花家的路由器', '华为'],
  ])('%s names %s', (q, brand) => {
    expect(read(q).brands).toContain(brand);
  });

  it.each(['水果刀', '买点水果', '菊花茶', '水果礼盒'])('%s names no brand', (q) => {
    expect(read(q).brands).toEqual([]);
  });
});

describe('malls half-hidden with 某', () => {
  it.each<[string, string]>([
    ['某东自营的电热水壶', '京东'],
    ['某东买的吹风机', '京东'],
    ['某猫上的面膜', '天猫'],
    ['某多多的纸巾', '拼多多'],
    ['某夕夕上买的拖鞋', '拼多多'],
    ['某音直播间的口红', '抖音商城'],
    ['某宁买冰箱', '苏宁易购'],
    ['某品会的T恤', '唯品会'],
  ])('%s names %s', (q, mall) => {
    expect(read(q).malls).toContain(mall);
  });
});

describe('money no object shows the dear ones first', () => {
  it.each([
    '钱不差 要最顶的降噪耳机',
    '不缺钱 来个好点的吹风机',
    '预算不限 推荐扫地机',
    '不限预算的投影仪',
    '钱不是问题 要最好的相机',
    '价格不是问题 电视',
    '多少钱都行 给我看看机械表',
    '多贵都可以 来个按摩椅',
    '顶级的机械键盘',
    '最高配的笔记本',
  ])('%s sorts dearest first and sets no budget', (q) => {
    const c = read(q);
    expect(c.sort).toBe('price_desc');
    expect(c.budget?.min ?? null).toBeNull();
  });

  it('every word of the order is said, none left over (钱不差 … 最顶)', () => {
    expect(read('钱不差 要最顶的降噪耳机').keywords).toEqual([]);
  });
});

describe('code and work words say what a thing is for', () => {
  it.each(['写代码用的键盘 程序员专用', '编程用的显示器推荐', '敲代码用的椅子', '适合写代码的笔记本', '程序员专用的鼠标'])(
    '%s is a shopping ask',
    (q) => {
      expect(firstTurn(respelled(q)).intent).toBe('shopping');
    },
  );

  it.each(['用python写个快速排序', '帮我写段代码', '这段代码为什么报错了'])('%s stays out of scope', (q) => {
    expect(firstTurn(respelled(q)).intent).toBe('unsupported');
  });

  it.each(['写代码用的键盘 程序员专用', '上班族用的双肩包', '程序员用的显示器'])('%s leaves no unmatched words', (q) => {
    expect(read(q).keywords.filter((k) => !neverUnmatched(k))).toEqual([]);
  });
});

describe('people a tent sleeps, and bikes that fold', () => {
  it.each<[string, string]>([
    ['两个人用的帐篷', '2人左右'],
    ['两人帐篷', '2人左右'],
    ['四人帐篷', '4人左右'],
    ['能睡四个人的帐篷', '4人以上'],
  ])('%s → %s', (q, value) => {
    expect(measuresIn(q, catalogVocabulary, ['tents']).map((m) => m.value)).toEqual([value]);
  });

  it.each<[string, string]>([
    ['双人帐篷', '2人'],
    ['情侣露营用的帐篷', '2人'],
    ['小两口去露营 帐篷', '2人'],
    ['一家三口露营的帐篷', '3-4人'],
    ['一大家子出去露营 帐篷', '5-8人'],
    ['折叠自行车', '折叠车'],
    ['能折起来的单车', '折叠车'],
    ['可折叠的自行车 通勤', '折叠车'],
  ])('%s asks for %s', (q, value) => {
    expect(wantedValues(q, catalogVocabulary)).toContain(value);
  });

  it('双人 and 折叠 hold only where their rows say (双人床的四件套, 折叠伞)', () => {
    expect(wantedValues('双人床的四件套', catalogVocabulary)).not.toContain('2人');
    expect(wantedValues('折叠跑步机', catalogVocabulary)).not.toContain('折叠车');
  });
});

describe("a child's age picks what suits it (适用年龄 2-6岁, 3岁+)", () => {
  it.each<[string, string[], string]>([
    ['两岁宝宝玩的滑板车', ['kids-scooters'], '2岁左右'],
    ['给五岁孩子买个滑板车', ['kids-scooters'], '5岁左右'],
    ['3周岁的积木', ['building-toys'], '3岁左右'],
  ])('%s → %s', (q, ids, value) => {
    expect(measuresIn(q, catalogVocabulary, ids).map((m) => m.value)).toEqual([value]);
  });

  it('an age says nothing of a category whose listings state none (六十岁的老爸 按摩椅)', () => {
    expect(measuresIn('六十岁的老爸 按摩椅', catalogVocabulary, ['massage-chairs'])).toEqual([]);
  });

  // Decision 089: a listing that states no age is for any age; one whose range misses it is not.
  it.each<[string, Record<string, string>, boolean]>([
    ['山地车', { 类型: '山地车' }, true],
    ['儿童自行车', { 适用年龄: '3-8岁' }, false],
    ['青少年自行车', { 适用年龄: '8-14岁' }, true],
    ['积木', { 适用年龄: '6岁+' }, true],
  ])('a ten-year-old and a %s (%o) → %s', (title, specs, fits) => {
    const [m] = measuresIn('十岁孩子的自行车', null);
    const product = { title, specs } as unknown as Parameters<typeof meetsMeasure>[0];
    expect(meetsMeasure(product, m!)).toBe(fits);
  });
});

describe('a word one family shares goes to the member the brand or value says (CATEGORY_FAMILIES)', () => {
  const ids = (q: string) => read(q).categories.map((c) => c.id);
  it.each<[string, string]>([
    ['光动能手表', 'wristwatches'],
    ['自动机械的手表', 'wristwatches'],
    ['卡西欧的手表', 'wristwatches'],
    ['casio手表', 'wristwatches'],
    ['天梭手表 五千以内', 'wristwatches'],
    ['浪琴的手表', 'wristwatches'],
    ['华为手表', 'smartwatches'],
    ['跑步用的手表', 'smartwatches'],
    ['手表 两千以内', 'smartwatches'],
  ])('%s → %s', (q, id) => {
    expect(ids(q)).toEqual([id]);
  });

  it('光动能手表 asks for 光动能', () => expect(read('光动能手表').values).toContain('光动能'));
});

describe('the names, then the rest ruled out, are the only ones wanted', () => {
  it.each<[string, string[]]>([
    ['剃须刀 博朗 松下 别的不看', ['博朗', '松下']],
    ['吹风机 戴森 松下 其他的不要', ['戴森', '松下']],
    ['扫地机 石头 追觅 别家的不考虑', ['石头', '追觅']],
    ['手机就要苹果 其他牌子免了', ['苹果']],
    ['耳机 索尼 bose 剩下的都不看', ['索尼', 'Bose']],
  ])('%s wants %j and rules none of them out', (q, brands) => {
    const c = read(q);
    expect([...c.brands].sort()).toEqual([...brands].sort());
    expect(c.excludeBrands).toEqual([]);
  });

  it.each(['剃须刀 博朗 松下 都不看', '不要博朗的剃须刀', '博朗的不看'])('%s still rules 博朗 out', (q) => {
    expect(read(q).excludeBrands).toContain('博朗');
  });
});
