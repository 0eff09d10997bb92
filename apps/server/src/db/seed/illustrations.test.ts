import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories';
import { ILLUSTRATIONS, illustrationMarkup, illustrationOf } from './illustrations';
import { productSvg } from './product-images';

describe('product illustrations', () => {
  it('draws every catalog category as its own kind of thing, with 25 or more drawings in use', () => {
    const used = new Set(CATEGORIES.map(illustrationOf));
    expect(used.size).toBeGreaterThanOrEqual(25);
    // A category drawn as the fallback parcel is one the table forgot (storage, tissues… are parcels by choice).
    const parcels = CATEGORIES.filter((c) => illustrationOf(c) === 'box').map((c) => c.id);
    expect(parcels.sort()).toEqual(
      ['diapers', 'food-containers', 'sanitary-pads', 'ssd', 'storage-boxes', 'storage-drives', 'tissues'].sort(),
    );
  });

  it.each([
    ['smartphones', 'phone'],
    ['washing-machines', 'washer'],
    ['running-shoes', 'shoe'],
    ['tents', 'tent'],
    ['cat-food', 'petBowl'],
  ])('%s → %s', (id, kind) => {
    expect(illustrationOf(CATEGORIES.find((c) => c.id === id)!)).toBe(kind);
  });

  it('falls back to the group, then to a parcel', () => {
    expect(illustrationOf({ id: 'new-thing', group: '汽车用品' })).toBe('car');
    expect(illustrationOf({ id: 'new-thing', group: '新分组' })).toBe('box');
  });

  it('puts the drawing, in the product colour, into the generated tile', () => {
    const phone = productSvg({ id: 'smartphones', name: '手机', group: '数码' }, '红色');
    const shoe = productSvg({ id: 'running-shoes', name: '跑步鞋', group: '服饰鞋包' }, '红色');
    expect(phone).toContain(illustrationMarkup('phone', '#d9363e'));
    expect(shoe).toContain(illustrationMarkup('shoe', '#d9363e'));
    expect(phone).not.toBe(shoe.replace('跑步鞋', '手机').replace('服饰鞋包', '数码'));
    for (const kind of ILLUSTRATIONS) expect(illustrationMarkup(kind, '#000')).toMatch(/^<g [^>]+>.*<\/g>$/s);
  });
});
