import { describe, expect, it } from 'vitest';
import { groupByDay, viewerDayLabel } from './group-by-day';

const s = (id: string, at: string) => ({ id, at });

describe('groupByDay', () => {
  it('groups consecutive entries of the same local day', () => {
    const at = (d: number, h: number) => new Date(2026, 10, d, h).toISOString();
    const groups = groupByDay([s('a', at(22, 10)), s('b', at(22, 8)), s('c', at(21, 23)), s('d', at(20, 1))]);
    expect(groups.map((g) => [g.day, g.items.map((i) => i.id)])).toEqual([
      ['2026-11-22', ['a', 'b']],
      ['2026-11-21', ['c']],
      ['2026-11-20', ['d']],
    ]);
  });

  it('labels today and yesterday', () => {
    const now = new Date(2026, 10, 22, 12);
    expect(viewerDayLabel('2026-11-22', now)).toBe('today');
    expect(viewerDayLabel('2026-11-21', now)).toBe('yesterday');
    expect(viewerDayLabel('2026-11-01', now)).toBe('2026-11-01');
  });
});
