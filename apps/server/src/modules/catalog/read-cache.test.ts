import { describe, expect, it } from 'vitest';
import { ReadCache, deepFreeze } from './read-cache';

describe('ReadCache', () => {
  const counting = () => {
    let loads = 0;
    return { load: (v: string) => () => Promise.resolve(`${v}#${++loads}`), loads: () => loads };
  };

  it('shares one load between reads within the time to keep, and loads again after it', async () => {
    const cache = new ReadCache<string>(1000, 10);
    const c = counting();
    const [a, b] = await Promise.all([cache.get('k', c.load('a'), 0), cache.get('k', c.load('a'), 999)]);
    expect([a, b, c.loads()]).toEqual(['a#1', 'a#1', 1]);
    expect(await cache.get('k', c.load('a'), 1000)).toBe('a#2');
  });

  it('does not keep a failed read', async () => {
    const cache = new ReadCache<string>(1000, 10);
    await expect(cache.get('k', () => Promise.reject(new Error('db down')), 0)).rejects.toThrow('db down');
    expect(await cache.get('k', () => Promise.resolve('back'), 1)).toBe('back');
  });

  it('drops the least recently used entry past its size', async () => {
    const cache = new ReadCache<string>(1000, 2);
    const c = counting();
    await cache.get('a', c.load('a'), 0);
    await cache.get('b', c.load('b'), 0);
    await cache.get('a', c.load('a'), 1); // a is now the most recent
    await cache.get('c', c.load('c'), 2); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get('a', c.load('a'), 3)).toBe('a#1');
    expect(await cache.get('b', c.load('b'), 3)).toBe('b#4');
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays, so a shared value cannot be changed by one caller', () => {
    const product = deepFreeze({ id: 'p', specs: { 颜色: '黑' }, tags: ['新品'] });
    expect(() => {
      (product.specs as Record<string, string>)['颜色'] = '白';
    }).toThrow(TypeError);
    expect(() => (product.tags as string[]).push('x')).toThrow(TypeError);
  });
});
