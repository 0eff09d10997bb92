import { describe, expect, it } from 'vitest';
import { indexFor, nextSuggestionIndex, suggestionWindow } from './suggestions';

const list = ['a', 'b', 'c', 'd', 'e'];

describe('suggestions', () => {
  it.each<[number, string[]]>([
    [0, ['a', 'b', 'c']],
    [3, ['d', 'e', 'a']],
    [4, ['e', 'a', 'b']],
  ])('window from %i', (index, expected) => {
    expect(suggestionWindow(list, index)).toEqual(expected);
  });

  it('shows a short list whole', () => {
    expect(suggestionWindow(['a', 'b'], 1)).toEqual(['a', 'b']);
  });

  it('换一批 moves by one window and wraps', () => {
    expect(nextSuggestionIndex(5, 0)).toBe(3);
    expect(nextSuggestionIndex(5, 3)).toBe(1);
    expect(nextSuggestionIndex(0, 3)).toBe(0);
  });

  it('the index resets when update_at changes', () => {
    expect(indexFor({ updateAt: 100, index: 3 }, 100)).toBe(3);
    expect(indexFor({ updateAt: 100, index: 3 }, 200)).toBe(0);
    expect(indexFor({ updateAt: null, index: 3 }, 100)).toBe(0);
  });
});
