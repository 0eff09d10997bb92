import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { categoriesOfValues, specKeyOf, wantedValues, withoutSpecWords } from './spec-terms';

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
    ['推荐三款水果刀', 'the category name itself'],
    ['想看看机械表', 'the category name itself'],
  ])('%s has no value (%s)', (question) => {
    expect(wantedValues(question, catalogVocabulary)).toEqual([]);
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
  ])('values %j point to %j', (values, ids) => {
    expect(categoriesOfValues(values, catalogVocabulary)).toEqual(ids);
  });
});
