import { describe, expect, it } from 'vitest';
import { catalogVocabulary as vocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';
import { selfCorrected } from './self-correct';
import { linesNamed } from './brand-lines';

/**
 * Decision 056, generated over brands × categories × phrasings: ruling brands out (exclude),
 * taking a choice back within one message (self-correct) and naming a brand's line.
 */
const BRANDS = ['海尔', '美的', '小米', '华为', '资生堂', '索尼', '苏泊尔', '戴森', '飞利浦', '格力', '兰蔻', '九阳'];
/** Each brand with a category it sells (the first the catalog lists), named by its category name. */
const PAIRS = BRANDS.map((brand) => {
  const id = vocabulary.brandCategories.get(brand)![0]!;
  return { brand, id, category: vocabulary.byId.get(id)!.name };
});
/** Another brand of the same category, for the brand a correction or inclusion turns to. */
const otherOf = (brand: string, id: string) =>
  vocabulary.brands.find(
    (b) => b !== brand && b.length > 1 && vocabulary.brandCategories.get(b)?.includes(id) && /^\p{Script=Han}+$/u.test(b),
  )!;

const EXCLUDE: Array<(b: string, c: string) => string> = [
  (b, c) => `${c} ${b}的别给我看`,
  (b, c) => `${c} 非${b}的`,
  (b, c) => `${c} ${b}的不太放心 别家的呢`,
  (b, c) => `${c} ${b}的信不过`,
  (b, c) => `${c} ${b}都看过了 还有别的牌子吗`,
  (b, c) => `别推${b} ${c}有啥`,
  (b, c) => `${c} 除了${b}都行`,
  (b, c) => `${b}以外的${c}`,
  (b, c) => `${c} 不要${b}`,
  (b, c) => `${c} ${b}就算了`,
  (b, c) => `${c} ${b}也去掉`,
  (b, c) => `${c} ${b}的pass`,
];
/** Words of an exclusion that must never become search words. */
const TAIL = ['放心', '别家', '看过', '信不过', '别给我看', '去掉', '牌子', '非'];

describe('exclusions over brands × categories × phrasings', () => {
  const rows = PAIRS.flatMap(({ brand, id, category }) => EXCLUDE.map((say) => [say(brand, category), brand, id] as const));
  it.each(rows)('%s rules out %s', (q, brand, id) => {
    const c = parseConstraints(q, vocabulary);
    expect(c.excludeBrands).toContain(brand);
    expect(c.brands).not.toContain(brand);
    expect(c.categories.map((x) => x.id)).toContain(id);
    expect(c.keywords.filter((k) => TAIL.some((t) => k.includes(t)))).toEqual([]);
  });

  it.each(
    PAIRS.flatMap(({ brand, id, category }) =>
      [`只看${brand}的${category}`, `要${brand}的${category}`].map((q) => [q, brand, id] as const),
    ),
  )('%s still wants %s', (q, brand) => {
    const c = parseConstraints(q, vocabulary);
    expect(c.brands).toEqual([brand]);
    expect(c.excludeBrands).toEqual([]);
  });

  it.each([
    ['别推华为 平板要安卓的', ['华为', '苹果']],
    ['面霜 雅诗兰黛 兰蔻 海蓝之谜 这几个都别推 太贵', ['雅诗兰黛', '兰蔻', '海蓝之谜']],
    ['no apple please 平板', ['苹果']],
    ['冰箱 非海尔的', ['海尔']],
  ])('%s rules out %j', (q, brands) => {
    expect(parseConstraints(q, vocabulary).excludeBrands.sort()).toEqual([...brands].sort());
  });

  // 骆驼的不行吗 asks for 骆驼: a question ending the clause is no ruling out.
  it.each(['非常好用的耳机', '安静的冰箱', '看过了 有点贵', '骆驼的不行吗', '美的不要吗'])('%s rules nothing out', (q) => {
    expect(parseConstraints(q, vocabulary).excludeBrands).toEqual([]);
  });
});

const CORRECT: Array<(a: string, b: string, c: string) => string> = [
  (a, b, c) => `来个${a}的${c} 啊算了还是${b}吧`,
  (a, b, c) => `想要${a}的${c} 呃 换成${b}`,
  (a, b, c) => `${a}的${c} 哦不 ${b}的`,
  (a, b, c) => `看看${a}的${c} 不对 ${b}的`,
  (a, b, c) => `${c} ${a}的 改成${b}的`,
];

describe('a choice taken back within one message', () => {
  const rows = PAIRS.flatMap(({ brand, id, category }) =>
    CORRECT.map((say) => [say(brand, otherOf(brand, id), category), otherOf(brand, id), id] as const),
  );
  it.each(rows)('%s wants %s', (q, brand, id) => {
    const c = parseConstraints(q, vocabulary);
    expect(c.brands).toEqual([brand]);
    expect(c.categories.map((x) => x.id)).toContain(id);
    expect(c.keywords.filter((k) => /换成|改成|不对|算了/.test(k))).toEqual([]);
  });

  it.each<[string, Partial<{ malls: string[]; max: number; value: string; category: string; brands: string[] }>]>([
    ['看看京东的 哦不 拼多多的扫地机', { malls: ['拼多多'] }],
    ['天猫的吹风机 不对 京东的', { malls: ['京东'] }],
    ['要五百以内的吹风机 哦不对 八百以内', { max: 800 }],
    ['冰箱三千以内 不对 四千以内', { max: 4000 }],
    ['我要二十寸的行李箱 不 是二十四寸', { value: '24英寸' }],
    // Decision 063: 不不, 算了先看, 要不还是.
    ['五百以内的吹风机 不不 一千以内', { max: 1000 }],
    ['推荐个净水器 算了先看空气净化器', { category: 'air-purifiers' }],
    ['要索尼的耳机 要不还是bose吧', { brands: ['Bose'] }],
  ])('%s reads the later choice', (q, want) => {
    const c = parseConstraints(q, vocabulary);
    if (want.malls) expect(c.malls).toEqual(want.malls);
    if (want.max) expect(c.budget?.max).toBe(want.max);
    if (want.value) expect(c.values).toContain(want.value);
    if (want.category) expect(c.categories.map((x) => x.id)).toEqual([want.category]);
    if (want.brands) expect(c.brands).toEqual(want.brands);
  });

  it.each<[string, string]>([
    ['明天上海飞成都 不对是后天', '后天'],
    ['下周五北京飞三亚 哦不 下周六', '下周六'],
  ])('%s: the later day', (q, day) => {
    const out = selfCorrected(q, vocabulary);
    expect(out).toContain(day);
    expect(out.replace(day, '')).not.toMatch(/明天|下周五/);
  });

  it.each([
    '索尼还是bose好',
    '衣服尺码不对 怎么换',
    '美的就算了',
    '索尼的耳机 不对',
    '给我妈买 不对 给我婆婆买个按摩仪',
    '我要不要买个扫地机',
  ])('%s is left as said', (q) => expect(selfCorrected(q, vocabulary)).toBe(q));

  it.each<[string, string, string]>([
    // Decision 068: a lone 不 is a marker; a bare amount corrects the budget; a kind names its category.
    ['三千以内的手机 不 四千以内', '四千以内', '三千'],
    ['扫地机器人 预算两千 嗯 改成两千五吧', '预算两千五', '两千 '],
    ['买个蓝牙耳机 哦不对 是头戴的', '头戴', '蓝牙耳机'],
    // Decision 070: 啊不, a lone 不是, a city taking the place of the one before.
    ['给我找个平板 啊不 笔记本', '笔记本', '平板'],
    ['明天北京飞上海 不是 是飞广州', '飞广州', '上海'],
    ['下周一上海飞成都 不对 从杭州走', '从杭州', '上海'],
  ])('%s: %s, not %s', (q, kept, gone) => {
    const out = selfCorrected(q, vocabulary);
    expect(out).toContain(kept);
    expect(`${out} `).not.toContain(gone);
  });

  it.each(['我 不 想要太贵的', '这个 不 好看', '手机 不是 很贵的那种', '明天北京飞上海 不是 要便宜的'])(
    '%s: a lone 不 that takes nothing back is left as said',
    (q) => expect(selfCorrected(q, vocabulary)).toBe(q),
  );

  it('a correction to a phrase replaces the earlier phrase: 旋转的 哦不 平板的', () => {
    expect(selfCorrected('旋转的 哦不 平板的', vocabulary).trim()).toBe('平板的');
  });
});

describe('brand lines, from the catalog models', () => {
  it.each([
    ['想看看iqoo的手机', 'vivo', 'iqoo'],
    ['thinkpad有推荐的吗', '联想', 'thinkpad'],
    ['ROG的游戏本', '华硕', 'rog'],
    ['红米手机', '小米', 'redmi'],
    ['Redmi的电视', '小米', 'redmi'],
    ['天选游戏本', '华硕', '天选'],
  ])('%s is %s of the line %s', (q, brand, line) => {
    const c = parseConstraints(q, vocabulary);
    expect(c.brands).toEqual([brand]);
    expect(c.values).toContain(line);
  });

  it.each([
    ['xiaomi笔记本', '小米', 'laptops'],
    ['小米手机', '小米', 'smartphones'],
    ['huawei手机', '华为', 'smartphones'],
    ['insta360相机', '影石', 'action-cameras'],
  ])('%s names the brand, no line', (q, brand, id) => expect(linesNamed(q, [brand], [id], vocabulary)).toEqual([]));
});
