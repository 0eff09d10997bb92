import { describe, expect, it } from 'vitest';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { refineNeed } from '../dialogue/refine';
import { parseBudget } from './budget';
import { dropsBrands, switchOfBrand } from './exclusions';
import { findCities, parseRoute, placeWithoutRoutes, unknownDestination } from './flight-cities';
import { detectIntent, type IntentInput } from './intent';
import { readWords } from './read-turn';
import { respellCategoryWords } from './respell';
import { joinBuyerAndThing } from './separated';

/** Decision 051: conversations that keep and drop the right slots, and messy single asks. */

describe('switchOfBrand: other brands, or any brand', () => {
  it.each<[string, 'other' | 'any' | null]>([
    ['换个牌子看看', 'other'],
    ['换个品牌', 'other'],
    ['看看别的牌子', 'other'],
    ['其他品牌的呢', 'other'],
    ['有别家的吗', 'other'],
    ['换一家看看', 'other'],
    ['不同牌子的推荐几个', 'other'],
    ['别的牌子也行 五百以内', 'any'],
    ['其他品牌也可以', 'any'],
    ['别的牌子的话也没关系', 'any'],
    ['换个牌子也行', 'any'],
    ['便宜点的', null],
    ['牌子', null],
  ])('%s → %s', (q, kind) => {
    expect(switchOfBrand(q)).toBe(kind);
  });

  it.each(['别的牌子也行', '其他品牌都可以', '牌子随便'])('%s drops the brand slot', (q) => {
    expect(dropsBrands(q)).toBe(true);
  });
});

describe('refineNeed: another brand keeps category and budget', () => {
  const sony: Need = {
    ...emptyNeed(),
    categoryIds: ['anc-headphones'],
    brands: ['索尼'],
    budget: { max: 3000, label: '3000元以内' },
  };
  it.each(['换个牌子看看', '看看别的品牌', '其他牌子的呢', '换一家'])('%s rules out the need’s brand', (q) => {
    const r = refineNeed(q, sony, catalogVocabulary, { shownPrices: [619, 1499] })!;
    expect(r.need.excludeBrands).toEqual(['索尼']);
    expect(r.need.brands).toEqual([]);
    expect(r.need.categoryIds).toEqual(['anc-headphones']);
    expect(r.need.budget?.max).toBe(3000);
    expect(r.relaxes).toBe(false);
  });

  it('without a brand in the need, the brands of the list shown are ruled out', () => {
    const plain: Need = { ...emptyNeed(), categoryIds: ['hair-dryers'] };
    const r = refineNeed('换个牌子', plain, catalogVocabulary, { shownPrices: [2199], shownBrands: ['戴森', '戴森'] })!;
    expect(r.need.excludeBrands).toEqual(['戴森']);
  });

  it.each(['别的牌子也行 五百以内', '其他品牌也可以', '别家的也行'])('%s drops the brand (a relaxation)', (q) => {
    const jbl: Need = { ...emptyNeed(), categoryIds: ['bluetooth-speakers'], brands: ['JBL'] };
    const r = refineNeed(q, jbl, catalogVocabulary, { shownPrices: [999, 769] })!;
    expect(r.need.brands).toEqual([]);
    expect(r.need.excludeBrands).toEqual([]);
    expect(r.relaxes).toBe(true);
  });
});

describe('flight places: Latin city names and places without routes', () => {
  it.each<[string, string | null, string | null]>([
    ['sh到bj 明天的飞机', '上海', '北京'],
    ['SH飞BJ', '上海', '北京'],
    ['gz到cd后天', '广州', '成都'],
    ['shanghai到beijing的机票', '上海', '北京'],
    ['hz飞xm', '杭州', '厦门'],
  ])('%s: %s → %s', (q, from, to) => {
    expect(parseRoute(q)).toEqual({ from, to });
  });

  it.each(['144hz到240hz的显示器', '144 hz', 'cdrom', 'shbj'])('%s names no city', (q) => {
    expect(findCities(q)).toEqual([]);
  });

  it.each<[string, string]>([
    ['西双版纳的机票 从上海飞', '西双版纳'],
    ['国庆想去九寨沟 从成都飞', '九寨沟'],
    ['下周去丽江 北京出发', '丽江'],
    ['张家界的航班', '张家界'],
  ])('%s: %s has no routes', (q, place) => {
    expect(unknownDestination(q) ?? placeWithoutRoutes(q)).toBe(place);
  });

  const input = (question: string): IntentInput => ({
    question,
    hasImage: false,
    hasVoice: false,
    hasProduct: false,
    namesCategory: false,
    namesBrand: false,
    namesValue: false,
  });
  it.each(['国庆想去九寨沟 从成都飞', '下周从上海去丽江玩', '五一想去西双版纳 杭州出发', 'sh到bj 明天的飞机'])(
    '%s is a flight question',
    (q) => {
      expect(detectIntent(input(q))).toBe('flight');
    },
  );
});

describe('messy words', () => {
  const respelt = (q: string) => respellCategoryWords(q, catalogVocabulary);
  it.each<[string, string]>([
    ['戴深吸尘器', '戴森吸尘器'],
    ['呆森的吹风机', '戴森的吹风机'],
    ['华伟手机', '华为手机'],
    ['小咪手环', '小米手环'],
    ['鸟的冲锋衣', '始祖鸟的冲锋衣'],
    ['大鸟冲锋衣', '始祖鸟冲锋衣'],
    ['鹅的羽绒服', '加拿大鹅的羽绒服'],
  ])('%s → %s', (q, out) => {
    expect(respelt(q)).toBe(out);
  });

  it.each(['鸟笼', '买个鸟笼子', '好用的吸尘器', '新款吸尘器', '戴深', '烤鹅'])('%s stays as it is', (q) => {
    expect(respelt(q)).toBe(q);
  });

  it.each<[string, number, number]>([
    ['2000档位的跑步机', 1600, 2400],
    ['三千价位的手机', 2400, 3600],
    ['500档次的耳机', 400, 600],
    ['2000元档的跑步机', 1600, 2400],
  ])('%s is around its amount', (q, min, max) => {
    expect(parseBudget(q)?.budget).toMatchObject({ min, max });
  });

  it.each(['风扇 5档位', '筋膜枪 6档位的'])('%s is a setting, not a price', (q) => {
    expect(parseBudget(q)).toBeNull();
  });

  it.each<[string, string]>([
    ['给狗狗买粮 金毛 成年了', '狗狗粮'],
    ['给猫买粮', '猫粮'],
    ['给狗买点吃的', '狗吃的'],
  ])('%s joins the one bought for and the thing (%s)', (q, word) => {
    expect(joinBuyerAndThing(q, catalogVocabulary)).toContain(word);
  });

  it.each(['给我妈买个礼物', '给孩子买书', '狗粮'])('%s is left alone', (q) => {
    expect(joinBuyerAndThing(q, catalogVocabulary)).toBe(q);
  });

  it.each<[string, string, string]>([
    ['不粘的炒锅', 'woks', '不粘'],
    ['炒锅 不沾的', 'woks', '不粘'],
    ['无雾加湿器', 'humidifiers', '无雾'],
    ['加湿器 不出雾的', 'humidifiers', '无雾'],
    ['狗粮 金毛 成年了', 'dog-food', '成犬'],
    ['猫粮 成年了', 'cat-food', '成猫'],
    ['蓝牙音箱 户外用', 'bluetooth-speakers', 'ip67|ipx5'],
  ])('%s asks %s for %s', (q, id, value) => {
    const w = readWords(q, catalogVocabulary);
    expect(w.categories.map((c) => c.id)).toContain(id);
    expect(w.values).toContain(value);
  });
});

describe('small talk, after-sales and vague gifts', () => {
  const input = (question: string): IntentInput => ({
    question,
    hasImage: false,
    hasVoice: false,
    hasProduct: false,
    namesCategory: false,
    namesBrand: false,
    namesValue: false,
  });
  it.each(['你都能帮我干点啥', '你可以做些什么', '你还会干嘛', '这个助手能干啥', '你有什么功能'])(
    '%s asks what it can do',
    (q) => {
      expect(detectIntent(input(q))).toBe('capability');
    },
  );
  it.each(['收到的货是坏的 怎么办', '东西到手就是碎的', '寄来的商品发错了', '快递到了就是坏的'])('%s is after-sales', (q) => {
    expect(detectIntent(input(q))).toBe('after_sales');
  });
  it.each(['想挑个礼物 没想好送啥', '不知道送啥礼物好', '送点什么礼物好'])('%s is a vague gift ask', (q) => {
    expect(readWords(q, catalogVocabulary).vague).toContainEqual({ slot: 'gift_recipient' });
  });
});
