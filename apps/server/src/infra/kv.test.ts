import { describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from './kv';

describe('in-process key-value store', () => {
  it('holds at most its bound: expired keys go first, then the oldest', async () => {
    let t = 0;
    const kv = new MemoryKeyValueStore(() => t, 3);
    await kv.set('short', '1', 10);
    await kv.set('a', '1', 1000);
    await kv.set('b', '1', 1000);
    t = 20; // "short" has expired
    await kv.set('c', '1', 1000);
    expect(kv.size).toBe(3);
    expect(await kv.get('a')).toBe('1');
    await kv.incr('d', 1000);
    expect(kv.size).toBe(3);
    expect(await kv.get('a')).toBeNull();
    expect([await kv.get('b'), await kv.get('c'), await kv.get('d')]).toEqual(['1', '1', '1']);
    // Rewriting a key that exists never evicts another.
    await kv.incr('d', 1000);
    expect(await kv.get('b')).toBe('1');
    await kv.close();
  });
});
