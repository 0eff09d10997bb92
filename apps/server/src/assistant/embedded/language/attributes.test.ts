import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { findAttributes, rankByAttributes, sizesBeforeNames, withAttributes } from './attributes';

const product = (id: string, specs: Record<string, string>, tags: string[] = []): CatalogProduct => ({
  id,
  title: id,
  brand: 'x',
  categoryId: 'laptops',
  categoryName: '笔记本电脑',
  group: '电脑办公',
  mall: '京东',
  price: 5000,
  originalPrice: 6000,
  image: '',
  url: '',
  specs,
  tags,
  rating: 4.8,
  sales: 100,
});

describe('attributes', () => {
  it.each([
    ['要轻一点的', ['轻']],
    ['续航长的', ['续航长']],
    ['拍照好的', ['拍照好']],
    ['大屏幕', ['大屏']],
    ['静音的', ['静音']],
    ['早上不吵人', ['静音']],
    ['不扰民的', ['静音']],
    ['现在这个太吵了', ['静音']],
    ['大容量', ['大容量']],
    ['头戴式的', ['头戴式']],
    ['推荐几款手机', []],
  ])('%s → %j', (question, labels) => {
    expect(findAttributes(question).map((a) => a.label)).toEqual(labels);
  });

  it('reads past category words (降噪耳机 is a category, not a wish for 降噪)', () => {
    expect(findAttributes('降噪耳机', ['降噪耳机'])).toEqual([]);
  });

  it.each([
    ['轻', { a: '1.7kg', b: '1.2kg', c: '1.5kg' }, '重量', ['b', 'c', 'a']],
    ['续航长', { a: '30小时', b: '60小时', c: '40小时' }, '续航', ['b', 'c', 'a']],
    ['大屏', { a: '6.3英寸', b: '6.82英寸', c: '6.67英寸' }, '屏幕', ['b', 'c', 'a']],
  ])('%s ranks by %s', (label, values, key, order) => {
    const products = Object.entries(values).map(([id, v]) => product(id, { [key]: v }));
    const { ranked, verdicts } = rankByAttributes(products, [label]);
    expect(ranked.map((p) => p.id)).toEqual(order);
    expect(verdicts).toEqual([{ label, decidedBy: key }]);
  });

  it('uses tags and spec words when no number decides, and says when nothing does', () => {
    const products = [product('a', {}, ['办公']), product('b', { 功能: '静音' })];
    expect(rankByAttributes(products, ['静音']).ranked.map((p) => p.id)).toEqual(['b', 'a']);
    expect(rankByAttributes(products, ['拍照好']).verdicts).toEqual([{ label: '拍照好', decidedBy: null }]);
  });

  it('puts a title or spec that says it before a selling tag that says it, and names the spec', () => {
    const products = [
      product('tag', { 功能: '预约' }, ['静音']),
      product('轻音 PB40', { 型号: '轻音 PB40' }),
      product('spec', { 功能: '静音' }),
      product('none', {}),
    ];
    const { ranked, verdicts } = rankByAttributes(products, ['静音']);
    expect(ranked.map((p) => p.id)).toEqual(['轻音 PB40', 'spec', 'tag', 'none']);
    expect(verdicts).toEqual([{ label: '静音', decidedBy: '功能' }]);
  });
});

describe('qualities taken back (decision 063)', () => {
  it.each<[string, string[]]>([
    ['屏幕小一点的', ['小屏']],
    ['屏幕大一点', ['大屏']],
    ['不要太大的', ['小巧']],
  ])('%s → %j', (q, labels) => {
    expect(findAttributes(q).map((a) => a.label)).toEqual(labels);
  });
  it.each<[string[], string[], string[]]>([
    [['大屏'], ['小屏'], ['小屏']],
    [['大容量', '静音'], ['小巧'], ['静音', '小巧']],
    [['轻'], ['静音'], ['轻', '静音']],
  ])('%j then %j → %j', (old, said, kept) => {
    expect(withAttributes(old, said)).toEqual(kept);
  });
});

describe('sizes glued to a category name (decision 068)', () => {
  it.each<[string, string[], string[], string[]]>([
    ['宿舍用的小冰箱', ['小冰箱'], [], ['小巧']],
    ['迷你洗衣机', ['洗衣机'], [], ['小巧']],
    ['小型吸尘器', ['吸尘器'], [], ['小巧']],
    ['买个大冰箱', ['冰箱'], [], ['大容量']],
    // A size inside a brand is the brand's.
    ['小熊电饭煲', ['电饭煲'], ['小熊'], []],
    ['小米电视', ['电视'], ['小米'], []],
    ['冰箱推荐', ['冰箱'], [], []],
    // Decision 075: a word that starts with 小/大 and says no size.
    ['小学生书包', ['学生书包'], [], []],
    ['大学宿舍用的台灯', ['学宿舍用的台灯'], [], []],
  ])('%s → %j', (text, names, brands, labels) => {
    expect(sizesBeforeNames(text, names, brands).map((a) => a.label)).toEqual(labels);
  });
});
