import { describe, expect, it } from 'vitest';
import { chartGeometry } from './chart-geometry';

const box = { width: 200, height: 100, padX: 10, padY: 10 };
const points = [100, 80, 120, 90].map((price, i) => ({ date: `2026-01-0${i + 1}`, price }));
const history = { points, lowest: 80, lowest_day: '2026-01-02', average: 97.5, current: 90 };

describe('chartGeometry', () => {
  it('draws one point per day from left to right', () => {
    const g = chartGeometry(history, box);
    const coords = g.line.split(' ').map((s) => s.slice(1).split(',').map(Number));
    expect(coords).toHaveLength(4);
    expect(coords[0]![0]).toBe(10);
    expect(coords[3]![0]).toBe(190);
    // Higher prices are higher up (smaller y).
    expect(coords[2]![1]).toBeLessThan(coords[0]![1]!);
    expect(coords[1]![1]).toBeGreaterThan(coords[3]![1]!);
  });

  it('marks the lowest day, the average and today', () => {
    const g = chartGeometry(history, box);
    const byKind = Object.fromEntries(g.markers.map((m) => [m.kind, m]));
    expect(byKind.lowest).toMatchObject({ x: 70, value: 80 });
    expect(byKind.current).toMatchObject({ x: 190, value: 90 });
    expect(byKind.average!.y).toBe(g.averageY);
    expect(byKind.lowest!.y).toBeGreaterThan(byKind.current!.y);
    expect(byKind.current!.y).toBeGreaterThan(byKind.average!.y);
    for (const m of g.markers) {
      expect(m.y).toBeGreaterThanOrEqual(10);
      expect(m.y).toBeLessThanOrEqual(90);
    }
  });

  it('draws a flat series inside the box', () => {
    const flat = [5, 5, 5].map((price, i) => ({ date: `d${i}`, price }));
    const g = chartGeometry({ points: flat, lowest: 5, lowest_day: 'd0', average: 5, current: 5 }, box);
    expect(g.line).not.toContain('NaN');
    expect(g.markers.every((m) => m.y === 50)).toBe(true);
  });
});
