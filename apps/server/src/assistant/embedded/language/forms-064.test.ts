import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { findAttributes } from './attributes';
import { parseConstraints } from './constraints';
import { isFunctionWord } from './function-words';
import { NEGATED_FORMS, NEGATION_BEFORE } from './lexicon/negation-words';
import { SPOKEN_SPEC_WORDS } from './lexicon/spoken-spec-words';
import { findNegatedValues } from './negated-values';
import { joinSeparatedNeed } from './separated';
import { normaliseValue } from './stated-values';
import { emptyNeed } from '#server/ports/conversation-state';

// Decision 064: ruled-out forms, superlatives, Chinese numerals in counts, spec values said in words.
const read = (q: string, previous: string[] = []) =>
  parseConstraints(q, catalogVocabulary, previous.length ? { previous: { ...emptyNeed(), categoryIds: previous } } : {});
const ids = (q: string, previous: string[] = []) => read(q, previous).categories.map((c) => c.id);

describe('ruled-out forms (NEGATED_FORMS)', () => {
  const before = ['不要{}的', '不想要{}的', '别给我{}的', '别推荐{}的', '不选{}的', '别来{}的', '不想买{}的'];
  const after = ['{}的不要', '{}的就算了', '{}的pass', '{}的免了'];
  const forms = [...before, ...after];

  // 耳机 covers both kinds: ruling one out shows the other (the opposite's narrowing).
  const headphones = NEGATED_FORMS.filter((f) => f.opposite).flatMap((f) =>
    f.said.flatMap((said) => forms.map((form) => [form.replace('{}', said), f.value] as const)),
  );
  it.each(headphones)('耳机 %s rules out %s and shows the other kind', (q, value) => {
    const c = read(`耳机 ${q}`);
    expect(c.excludeValues).toContain(value);
    expect(c.categories.map((x) => x.id)).toEqual([value === '头戴' ? 'tws-earbuds' : 'anc-headphones']);
    expect(c.keywords).toEqual([]);
  });

  it.each(headphones)('after a list of 耳机, %s rules out %s and narrows to the other kind', (q, value) => {
    expect(findNegatedValues(q, catalogVocabulary, ['anc-headphones', 'tws-earbuds']).rest).toContain(
      value === '头戴' ? '入耳式' : '头戴式',
    );
  });

  // Decision 070 (was 064's "降噪耳机 has no earbuds"): earbuds are 耳机 too, and cancel noise.
  it('降噪耳机 不要头戴的 asks for the other kind of 耳机, earbuds that cancel noise', () => {
    expect(findNegatedValues('降噪耳机 不要头戴的', catalogVocabulary).rest).toContain('入耳');
    expect(read('降噪耳机 不要头戴的').categories.map((c) => c.id)).toEqual(['tws-earbuds']);
    expect(read('降噪耳机 不要头戴的').values?.join()).toContain('降噪');
    expect(findNegatedValues('降噪耳机 不要入耳的', catalogVocabulary).rest).toContain('头戴式');
  });

  const wired = ['有线', '带线', '插线'].flatMap((said) =>
    ['键盘', '鼠标'].flatMap((cat) => forms.map((form) => [`${cat} ${form.replace('{}', said)}`] as const)),
  );
  it.each(wired)('%s rules out 有线, the word the listings use', (q) => {
    expect(read(q).excludeValues).toEqual(['有线']);
    expect(read(q).keywords).toEqual([]);
  });

  it.each([
    ['咖啡机 不要半自动的', '半自动'],
    ['咖啡机 全自动的就算了', '全自动'],
    ['晾衣架 别推荐电动的', '电动'],
    ['别给我有线的键盘', '有线'],
  ])('%s rules out %s', (q, value) => expect(read(q).excludeValues).toContain(value));

  it.each([
    ['耳机 不要头戴的', '耳机 不要头戴的'],
    ['耳机，头戴的就算了', '耳机，头戴的就算了'],
    ['耳机 头戴的', '头戴耳机'],
  ])('a separated piece joins its category only when wanted: %s', (q, joined) => {
    expect(joinSeparatedNeed(q, catalogVocabulary)).toBe(joined);
  });

  it.each(['海尔的别给我看', '别给我看小米的'])('%s stays a brand exclusion, no ruled-out kind', (q) => {
    expect(findNegatedValues(`冰箱 ${q}`, catalogVocabulary).values).toEqual([]);
  });

  it('every word before is read once, never as a value', () => {
    for (const w of NEGATION_BEFORE) expect(findNegatedValues(`鼠标 ${w}有线的`, catalogVocabulary).values).toEqual(['有线']);
  });
});

describe('superlatives are qualities, never keywords', () => {
  it.each<[string, string, string]>([
    ['最轻的笔记本电脑', '轻', 'laptops'],
    ['重量最轻的婴儿推车', '轻', 'strollers'],
    ['最大的电视', '大', 'televisions'],
    ['尺寸最大的电视', '大', 'televisions'],
    ['最小的冰箱', '小巧', 'refrigerators'],
    ['体积最小的加湿器', '小巧', 'humidifiers'],
    ['吸力最大的扫地机器人', '吸力大', 'robot-vacuums'],
    ['吸力最强的吸尘器', '吸力大', 'vacuum-cleaners'],
    ['续航最长的手机', '续航长', 'smartphones'],
    ['电池最大的手机', '续航长', 'smartphones'],
    ['性价比最高的空气炸锅', '性价比高', 'air-fryers'],
    ['最划算的电饭煲', '性价比高', 'rice-cookers'],
    ['最安静的风扇', '静音', 'fans'],
    ['噪音最小的加湿器', '静音', 'humidifiers'],
    ['最亮的投影仪', '亮', 'projectors'],
    ['容量最大的冰箱', '大容量', 'refrigerators'],
    ['屏最大的平板', '大屏', 'tablets'],
    ['降噪最好的耳机', '降噪好', 'anc-headphones'],
    ['充电最快的充电宝', '快充', 'power-banks'],
    ['功率最大的吹风机', '功率大', 'hair-dryers'],
  ])('%s → %s', (q, label, category) => {
    const c = read(q);
    expect(c.attributes).toEqual([label]);
    expect(c.keywords).toEqual([]);
    expect(c.categories.map((x) => x.id)).toContain(category);
    expect(c.budget).toBeNull();
  });

  it.each([
    ['最大的', '大'],
    ['最轻的', '轻'],
    ['性价比最高的', '性价比高'],
    ['吸力最大的', '吸力大'],
  ])('as a follow-up, %s is %s', (q, label) => {
    expect(findAttributes(q).map((a) => a.label)).toEqual([label]);
  });

  it.each<[string, string]>([
    ['最贵的耳机', 'price_desc'],
    ['最便宜的扫地机器人', 'price_asc'],
    ['要最贵的手机', 'price_desc'],
  ])('%s orders by price, with no cap', (q, sort) => {
    const c = read(q);
    expect(c.sort).toBe(sort);
    expect(c.budget).toBeNull();
    expect(c.keywords).toEqual([]);
  });
});

describe('Chinese numerals in counts read like Arabic ones', () => {
  it.each<[string, string, string]>([
    ['四层的纸巾', '4层的纸巾', '4层'],
    ['三层抽纸', '3层抽纸', '3层'],
    ['十双装袜子', '10双装袜子', '10双'],
    ['四条装毛巾', '4条装毛巾', '4条装'],
    ['三条装的毛巾', '3条装的毛巾', '3条装'],
    ['三支装牙膏', '3支装牙膏', '3支装'],
    ['三十包的挂耳咖啡', '30包的挂耳咖啡', '30包'],
    ['二十四包的抽纸', '24包的抽纸', '24包'],
  ])('%s reads as %s', (cn, arabic, value) => {
    expect(read(cn).values).toContain(value);
    expect(read(cn).values).toEqual(read(arabic).values);
    expect(read(cn).keywords).toEqual([]);
  });

  it.each([
    ['四层', '4层'],
    ['十双装', '10双装'],
    ['两支装', '2支装'],
    ['三件套', '3件套'],
    ['六罐', '6罐'],
    ['四包', '4包'],
  ])('%s normalises to %s', (cn, arabic) => expect(normaliseValue(cn)).toBe(arabic));

  it.each(['四包', '十双装', '两支装', '六罐', '三卷', '四层'])('%s alone is a count, never a keyword', (w) => {
    expect(isFunctionWord(w)).toBe(true);
  });

  it('a category named by a count (四件套) stays the category, no value', () => {
    expect(read('四件套').values ?? []).toEqual([]);
    expect(ids('四件套')).toEqual(['bedding-sets']);
  });
});

describe('spec values said in words (SPOKEN_SPEC_WORDS)', () => {
  const cases = SPOKEN_SPEC_WORDS.flatMap((row) =>
    row.says.map((said) => [said, row.categories![0]!, normaliseValue(row.means)] as const),
  );
  const names: Record<string, string> = {
    'dash-cams': '行车记录仪',
    sunscreens: '防晒霜',
    'coffee-machines': '咖啡机',
    'smart-locks': '智能门锁',
    printers: '打印机',
    'water-heaters': '热水器',
    'air-conditioners': '空调',
    fans: '风扇',
    dishwashers: '洗碗机',
    'rice-cookers': '电饭煲',
    smartwatches: '智能手表',
    tents: '帐篷',
    'blood-pressure-monitors': '血压计',
    'car-seats': '安全座椅',
    'data-cables': '数据线',
    'robot-vacuums': '扫地机器人',
    'cat-litter': '猫砂',
    'screen-protectors': '手机膜',
    'thermos-cups': '保温杯',
    pillows: '枕头',
    microwaves: '微波炉',
    'laundry-detergent': '洗衣液',
    'electric-blankets': '电热毯',
    strollers: '婴儿推车',
    'power-strips': '插线板',
    'car-chargers': '车充',
    bicycles: '自行车',
  };
  it.each(cases)('%s的 %s asks for %s, no keyword, nothing ruled out', (said, category, value) => {
    const c = read(`${said}的${names[category]}`);
    expect(c.categories.map((x) => x.id)).toContain(category);
    expect(c.values).toContain(value);
    expect(c.excludeValues ?? []).toEqual([]);
    expect(c.keywords).toEqual([]);
  });
});
