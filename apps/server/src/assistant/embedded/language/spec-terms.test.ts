import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { categoriesOfValues, specKeyOf, valueSpans, wantedValues, withoutSpecWords } from './spec-terms';

/** Attribute words the catalog's own listings state, asked as a shopper writes them (decision 035). */
describe('catalog attribute words', () => {
  it.each<[string, string[]]>([
    ['全画幅相机推荐', ['全画幅|全幅']],
    ['全幅微单', ['全画幅|全幅']],
    ['GORE-TEX的冲锋衣', ['gore-tex|goretex|戈尔特斯|gtx']],
    ['gore tex登山鞋', ['gore-tex|goretex|戈尔特斯|gtx']],
    ['RTX4060的游戏本', ['rtx4060']],
    ['rtx 4060 游戏本', ['rtx4060']],
    ['4060游戏本', ['4060']],
    ['wifi7路由器', ['wifi7|wi-fi7|wifi七']],
    ['WiFi 7的路由器', ['wifi7|wi-fi7|wifi七']],
    ['滚筒洗衣机', ['滚筒']],
    ['双开门冰箱', ['双开门|对开门']],
    ['对开门的冰箱', ['双开门|对开门']],
    ['i7的游戏本', ['i7']],
    ['m4芯片的笔记本', ['m4芯片']],
    ['黑色的充电宝', ['黑色']],
    ['带降噪的真无线耳机', ['主动降噪|降噪|anc|混合主动降噪|自适应降噪']],
    ['维生素C 哪个牌子好', ['维生素c']],
    ['茶轴的有吗', ['茶轴']],
    ['oled的显示器', ['oled|oled屏']],
    // The category's own name beside another word for it is a kind (decision 047).
    ['纸尿裤的尿布', ['纸尿裤']],
    ['洗碗机洗涤剂 要洗洁精的', ['洗洁精']],
    ['有没有破壁机的榨汁机', ['破壁机']],
    // Measured values keep their own reading (stated-values.ts), once.
    ['512G的手机', ['512gb']],
    ['75寸电视', ['75英寸']],
    ['一级能效的空调', ['一级能效']],
  ])('%s → %j', (question, values) => {
    expect(wantedValues(question, catalogVocabulary)).toEqual(values);
  });

  it.each<[string, string]>([
    ['户外充电宝', 'no power bank states 户外'],
    ['rtx 4070 super游戏本', 'only desktops carry that card'],
    ['4000以内的游戏本', 'a budget, not a model number'],
    ['静音的空调', 'an attribute word ranks, it does not filter'],
    ['送妈妈的礼物', 'nothing of a listing'],
    ['华为手表', 'a brand'],
    ['推荐三款仿真花', 'the category name itself'],
    ['破壁机推荐', 'the category name itself, though one kind of blender is called so'],
    ['想看看机械表', 'a model name said as the category'],
    ['菜刀推荐', 'a model name said as the category'],
    ['两瓶装的洗发水', 'a pack word holds only where its row says'],
    ['可登机的电饭煲', 'a plane word holds for prams and luggage only'],
  ])('%s has no value (%s)', (question) => {
    expect(wantedValues(question, catalogVocabulary)).toEqual([]);
  });

  // Shopper words for the catalog's values (decision 040): one row each in lexicon/spec-terms.ts.
  it.each<[string, string[]]>([
    ['十字门冰箱', ['十字对开门']],
    ['法式冰箱', ['法式多门']],
    ['洗衣机 滚筒的', ['滚筒']],
    ['有没有能烘干的洗衣机', ['洗烘一体']],
    ['带烘干的洗碗机', ['热风烘干']],
    ['婴儿推车 能带上飞机的', ['可登机']],
    ['可登机的行李箱', ['20英寸']],
    ['登机箱', ['20英寸']],
    ['要轻便的伞车', ['轻便伞车']],
    ['床垫 1.8米的', ['1.8×2.0m']],
    ['1米8的床垫', ['1.8×2.0m']],
    ['一米五的床垫', ['1.5×2.0m']],
    ['180的床垫', ['1.8×2.0m']],
    ['一米八的四件套', ['1.8m']],
    ['1.8米的电热毯', ['1.8×2.0m']],
    ['3.6米的鱼竿', ['3.6m']],
    ['送客户红酒 两瓶装的', ['750ml×2']],
    ['茅台两瓶装', ['500ml×2']],
    ['三支装的牙膏', ['3支装']],
    ['澳洲的葡萄酒', ['澳大利亚']],
    ['新西兰的牛奶', ['新西兰进口']],
    ['进口奶粉', ['进口奶源']],
    ['辣的零食', ['香辣']],
    ['送花 永生花那种', ['永生花']],
    ['水果刀 小一点的', ['水果刀']],
    ['老人吃的钙片', ['钙']],
    ['维c哪个牌子好', ['维生素c']],
    ['猫砂 豆腐砂', ['豆腐']],
    ['55吋电视', ['55英寸']],
    ['2T的移动硬盘', ['2tb']],
    ['20升的收纳箱', ['20l']],
    // A kind the category word says comes first, so a value said on its own filters before it.
    ['两千克的洗衣凝珠', ['洗衣凝珠', '2kg']],
    ['猫砂盆，豆腐猫砂的那种', ['猫砂盆', '豆腐']],
    ['想买个钙片的复合维生素', ['维生素', '钙']],
    ['滚筒式的烘干机', ['洗烘一体', '滚筒']],
    ['有没有护肝的钙片', ['钙', '护肝片']],
    ['二十四寸的登机箱', ['20英寸', '24英寸']],
  ])('%s → %j', (question, values) => {
    expect(wantedValues(question, catalogVocabulary)).toEqual(values);
  });

  it('removes the words that said a value from what a listing must spell', () => {
    expect(valueSpans('婴儿推车 能带上飞机的', catalogVocabulary)).toEqual(['带上飞机']);
    expect(valueSpans('一米五的床垫', catalogVocabulary)).toEqual(['一米五']);
    expect(valueSpans('有没有能烘干的', catalogVocabulary, ['washing-machines'])).toEqual(['能烘干']);
  });

  it('reads a follow-up against the conversation categories', () => {
    expect(wantedValues('要黑色的', catalogVocabulary, ['power-banks'])).toEqual(['黑色']);
    expect(wantedValues('要全画幅的', catalogVocabulary, ['power-banks'])).toEqual([]);
  });

  it('knows the spec key, so a newer colour replaces an older one', () => {
    expect(specKeyOf('黑色', catalogVocabulary)).toBe('颜色');
    expect(specKeyOf('白色', catalogVocabulary)).toBe('颜色');
  });

  it('reads a switch word as the switch, not as tea (茶轴 holds 茶)', () => {
    expect(catalogVocabulary.matchCategories(withoutSpecWords('茶轴的有吗', catalogVocabulary)).categories).toEqual([]);
    expect(catalogVocabulary.matchCategories(withoutSpecWords('纯牛奶', catalogVocabulary)).categories.map((c) => c.id)).toEqual([
      'milk',
    ]);
  });

  it.each<[string[], string[]]>([
    [['幼猫'], ['cat-food']],
    [['红轴'], ['keyboards']],
    [['黑色'], []],
    [['香辣'], ['snacks']],
  ])('values %j point to %j', (values, ids) => {
    expect(categoriesOfValues(values, catalogVocabulary)).toEqual(ids);
  });
});

/** A shopper-word row may list its own meaning among its sayings; the index is built once and ends. */
describe('a row that says its own meaning', () => {
  it('is read, not looped over (热水洗 says 热水洗)', () => {
    expect(wantedValues('要能热水洗拖布的', catalogVocabulary, ['robot-vacuums']).length).toBeGreaterThan(0);
    expect(wantedValues('热水洗的', catalogVocabulary, ['robot-vacuums'])).toEqual(
      wantedValues('要能热水洗拖布的', catalogVocabulary, ['robot-vacuums']),
    );
  });
});
