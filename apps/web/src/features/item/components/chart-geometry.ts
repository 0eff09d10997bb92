import type { PriceHistory } from '@app/protocol/item';

export interface ChartBox {
  width: number;
  height: number;
  padX: number;
  padY: number;
}

export interface Marker {
  kind: 'lowest' | 'average' | 'current';
  x: number;
  y: number;
  value: number;
}

export interface ChartGeometry {
  /** SVG path of the daily prices, oldest on the left. */
  line: string;
  /** Horizontal line at the average. */
  averageY: number;
  markers: Marker[];
  min: number;
  max: number;
  /** Where day `i` and price `v` sit, in chart units (for the axes and the tooltip). */
  xOf: (i: number) => number;
  yOf: (v: number) => number;
}

const round = (n: number) => Math.round(n * 10) / 10;

/**
 * Pure layout of the price chart: prices scaled between the lowest and highest (with a margin so
 * a flat series still draws), the lowest day, the average and today marked.
 */
export function chartGeometry(
  history: Pick<PriceHistory, 'points' | 'lowest' | 'lowest_day' | 'average' | 'current'>,
  box: ChartBox,
): ChartGeometry {
  const prices = history.points.map((p) => p.price);
  const rawMin = Math.min(...prices, history.average);
  const rawMax = Math.max(...prices, history.average);
  const margin = (rawMax - rawMin) * 0.1 || Math.max(1, rawMax * 0.05);
  const min = rawMin - margin;
  const max = rawMax + margin;
  const n = Math.max(prices.length - 1, 1);
  const x = (i: number) => round(box.padX + (i / n) * (box.width - 2 * box.padX));
  const y = (v: number) => round(box.padY + ((max - v) / (max - min)) * (box.height - 2 * box.padY));
  const line = prices.map((p, i) => `${i === 0 ? 'M' : 'L'}${x(i)},${y(p)}`).join(' ');
  const lowestIndex = Math.max(
    0,
    history.points.findIndex((p) => p.date === history.lowest_day),
  );
  const last = prices.length - 1;
  return {
    line,
    averageY: y(history.average),
    markers: [
      { kind: 'lowest', x: x(lowestIndex), y: y(history.lowest), value: history.lowest },
      { kind: 'average', x: x(last), y: y(history.average), value: history.average },
      { kind: 'current', x: x(last), y: y(history.current), value: history.current },
    ],
    min,
    max,
    xOf: x,
    yOf: y,
  };
}
