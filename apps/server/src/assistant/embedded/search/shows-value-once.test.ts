import { describe, expect, it, vi } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import * as statedValues from '../language/stated-values';
import { showsValueOnce } from './shopping-search';

vi.mock('../language/stated-values', { spy: true });

const phone = (storage: string): CatalogProduct =>
  ({
    id: `p_${storage}`,
    title: `小米15 ${storage}`,
    brand: '小米',
    specs: { 型号: '小米15', 存储: storage },
    tags: [],
  }) as unknown as CatalogProduct;

describe('showsValueOnce', () => {
  it.each([
    ['512gb', '512GB', true],
    ['512gb', '256GB', false],
  ])('%s on a %s listing: as showsValue says, worked out once for a frozen (cached) listing', (value, storage, shows) => {
    const frozen = Object.freeze(phone(storage));
    const calls = vi.mocked(statedValues.showsValue).mock.calls.length;
    expect(showsValueOnce(frozen, value)).toBe(shows);
    expect(showsValueOnce(frozen, value)).toBe(shows);
    expect(statedValues.showsValue(frozen, value)).toBe(shows);
    expect(vi.mocked(statedValues.showsValue).mock.calls.length - calls).toBe(2);
  });

  it('reads a listing that is not frozen every time', () => {
    const open = phone('512GB');
    const calls = vi.mocked(statedValues.showsValue).mock.calls.length;
    showsValueOnce(open, '512gb');
    showsValueOnce(open, '512gb');
    expect(vi.mocked(statedValues.showsValue).mock.calls.length - calls).toBe(2);
  });
});
