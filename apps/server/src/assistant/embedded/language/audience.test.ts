import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { showsVariant, variantsFor } from './audience';

describe('buyers that imply a variant', () => {
  it.each<[string, string[]]>([
    ['给女朋友挑双跑鞋', ['女款']],
    ['想给老婆买件羽绒服', ['女款']],
    ['送妈妈的冲锋衣', ['女款']],
    ['给男朋友挑个T恤', ['男款']],
    ['老公要条牛仔裤', ['男款']],
    ['三年级孩子用的书包', ['1-3年级']],
    ['小学生书包', ['1-3年级']],
    ['五年级的书包', ['4-6年级']],
    ['给老婆买，顺便问问爸爸的', ['女款']],
    ['降噪耳机', []],
  ])('%s → %j', (text, variants) => expect(variantsFor(text)).toEqual(variants));

  const listing = (title: string, specs: Record<string, string>) => ({ title, specs }) as CatalogProduct;
  it('a listing shows the variant in its title or its specs', () => {
    expect(showsVariant(listing('某跑鞋 女款 白色', {}), ['女款'])).toBe(true);
    expect(showsVariant(listing('某羽绒服 白色', { 适用: '女款' }), ['女款'])).toBe(true);
    expect(showsVariant(listing('某羽绒服 白色', { 适用: '男款' }), ['女款'])).toBe(false);
  });
});
