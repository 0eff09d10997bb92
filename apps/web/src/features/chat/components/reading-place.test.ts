import type { VirtualItem } from '@tanstack/react-virtual';
import { describe, expect, it } from 'vitest';
import { anchorAt, offsetFor, recallPlace, rememberPlace } from './reading-place';

const rows = (sizes: number[], gap = 16, start = 40): VirtualItem[] => {
  let at = start;
  return sizes.map((size, index) => {
    const row = { index, key: `m${index}`, start: at, size, end: at + size, lane: 0 };
    at += size + gap;
    return row;
  });
};

describe('anchorAt', () => {
  it.each([
    ['the list at its top', 0, { anchorKey: 'm0', delta: 40 }],
    ['a row cut off at the top', 300, { anchorKey: 'm1', delta: -44 }],
    ['the gap after a row', 250, { anchorKey: 'm1', delta: 6 }],
    ['past the last row', 5000, { anchorKey: 'm2', delta: 572 - 5000 }],
  ])('%s', (_, offset, expected) => {
    expect(anchorAt(rows([200, 300, 100]), offset)).toEqual(expected);
  });

  it('has no anchor in an empty list', () => {
    expect(anchorAt([], 0)).toBeNull();
  });
});

describe('offsetFor', () => {
  it.each([
    [1000, -20, 1020],
    [1000, 30, 970],
    [10, 40, 0],
  ])('a row at %i held %i from the top: %i', (start, delta, offset) => {
    expect(offsetFor(start, delta)).toBe(offset);
  });
});

describe('rememberPlace / recallPlace', () => {
  const place = { anchorKey: 'm1', delta: -4, count: 3, measurements: rows([200, 300, 100]) };

  it('returns a place only to a list with the same messages', () => {
    rememberPlace('entry-a', place);
    expect(recallPlace('entry-a', 3)).toEqual(place);
    expect(recallPlace('entry-a', 5)).toBeNull();
    expect(recallPlace('entry-b', 3)).toBeNull();
  });

  it('forgets a place left at the end', () => {
    rememberPlace('entry-c', place);
    rememberPlace('entry-c', null);
    expect(recallPlace('entry-c', 3)).toBeNull();
  });

  it('forgets the oldest entry past 20', () => {
    for (let i = 0; i < 21; i++) rememberPlace(`many-${i}`, place);
    expect(recallPlace('many-0', 3)).toBeNull();
    expect(recallPlace('many-20', 3)).toEqual(place);
  });
});
