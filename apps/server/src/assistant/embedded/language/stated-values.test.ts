import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { showsValue, statedValues } from './stated-values';

const product = (title: string, specs: Record<string, string> = {}, tags: string[] = []) =>
  ({ title, specs, tags }) as unknown as CatalogProduct;

describe('stated values', () => {
  it.each<[string, string[]]>([
    ['512G的手机', ['512gb']],
    ['512g手机推荐', ['512gb']],
    ['1T的笔记本', ['1tb']],
    // 5G is the network a phone or router supports, never a size; 256G beside it still is.
    ['5G手机推荐', []],
    ['5g的手机 256g', ['256gb']],
    ['有没有支持5G的路由器', []],
    ['两千左右的5G手机', []],
    ['5G内存', ['5gb']],
    ['128G的U盘', ['128gb']],
    // An amount in 万 said with w before a price word is money (decision 084); 65w is a charger's.
    ['2w左右的笔记本', []],
    ['1.5w以内的电视', []],
    ['3w预算的相机', []],
    ['65w的充电器', ['65w']],
    ['100W快充', ['100w']],
    ['4K电视', ['4k']],
    ['2k显示器', ['2k']],
    ['一级能效的冰箱', ['一级能效']],
    ['1级能效空调', ['一级能效']],
    ['20000毫安充电宝', ['20000mah']],
    ['20000mAh的充电宝', ['20000mah']],
    ['10公斤洗衣机', ['10kg']],
    ['500L冰箱', ['500l']],
    ['1.5匹空调', ['1.5匹']],
    ['大1匹的挂机', ['大1匹']],
    ['75寸电视', ['75英寸']],
    ['75 英寸的电视', ['75英寸']],
    ['两万毫安的充电宝', ['20000mah']],
    // Figures then 万 or 千 before a unit (decision 055).
    ['冲电宝 2万毫安', ['20000mah']],
    ['1.5万毫安的充电宝', ['15000mah']],
    ['2万mAh', ['20000mah']],
    ['5千毫安的充电宝', ['5000mah']],
    ['一万毫安充电宝推荐', ['10000mah']],
    ['五百毫升的保温杯', ['500ml']],
    ['六十五寸电视', ['65英寸']],
    ['一点五匹空调', ['1.5匹']],
    ['十公斤滚筒洗衣机', ['10kg']],
    ['120Hz的显示器', ['120hz']],
    ['一级能效一点五匹的空调', ['1.5匹', '一级能效']],
    ['降噪耳机', []],
    ['小米15多少钱', []],
  ])('%s → %j', (q, values) => {
    expect(statedValues(q)).toEqual(values);
  });

  it.each<[string, CatalogProduct, boolean]>([
    ['512gb', product('小米15 12GB+512GB 黑色'), true],
    ['512gb', product('小米15 12GB+256GB 黑色'), false],
    ['12gb', product('小米15 8GB+512GB 黑色'), false],
    ['20000mah', product('罗马仕 PSL20 移动电源 20000mAh'), true],
    ['20000mah', product('倍思 移动电源 10000mAh'), false],
    ['一级能效', product('美的 冰箱', { 能效: '1级能效' }), true],
    ['一级能效', product('海尔 冰箱', { 能效: '二级能效' }), false],
    ['一级能效', product('美的 冰箱', { 能效: '二级能效' }, ['一级能效']), false],
    ['一级能效', product('美的 冰箱', {}, ['一级能效']), true],
    ['75英寸', product('TCL T7K 4K智能电视 75英寸'), true],
    ['75英寸', product('TCL T7K 4K智能电视 65英寸'), false],
    ['4k', product('显示器', { 分辨率: '4K超高清' }), true],
    ['10.3英寸', product('掌阅 Light3 墨水屏电子书阅读器', { 型号: 'Light3', 屏幕: '10.3英寸' }), true],
    ['500ml', product('苏泊尔 保温杯', { 容量: '500mL' }), true],
    ['120hz', product('显示器', { 刷新率: '120Hz' }), true],
    ['120hz', product('显示器', { 刷新率: '165Hz' }), false],
    ['1.5匹', product('格力 空调', {}, ['1.5匹', '新一级']), true],
    // A word after a model number is itself (decision 041); only a number runs on from digits.
    ['普洱|黑茶', product('大益 7572普洱熟茶 357g 茶叶礼盒'), true],
    ['绿茶|龙井', product('大益 7572普洱熟茶 357g 茶叶礼盒'), false],
  ])('%s on %j → %s', (value, p, shown) => {
    expect(showsValue(p, value)).toBe(shown);
  });
});
