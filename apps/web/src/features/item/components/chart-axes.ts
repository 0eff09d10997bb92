import type { ChartBox } from './chart-geometry';

/** A "nice" step (1, 2 or 5 times a power of ten) that splits `range` into about `count` parts. */
export function niceStep(range: number, count: number): number {
  if (!(range > 0) || count < 1) return 1;
  const raw = range / count;
  const power = 10 ** Math.floor(Math.log10(raw));
  const unit = raw / power;
  return (unit <= 1 ? 1 : unit <= 2 ? 2 : unit <= 5 ? 5 : 10) * power;
}

/** Round prices between `min` and `max` for the price axis, lowest first. */
export function priceTicks(min: number, max: number, count = 4): number[] {
  const step = niceStep(max - min, count);
  const ticks: number[] = [];
  for (let v = Math.ceil(min / step) * step; v <= max + 1e-9; v += step) ticks.push(Math.round(v * 100) / 100);
  return ticks;
}

/** The days labelled on the date axis: the first, the middle and the last (fewer when there are fewer). */
export function dateTickIndexes(length: number): number[] {
  if (length <= 0) return [];
  return [...new Set([0, Math.floor((length - 1) / 2), length - 1])];
}

/** 'YYYY-MM-DD' → 'MM-DD' for the axis (the years are in the chart's title and label). */
export const shortDay = (date: string) => date.slice(5);

/** The day nearest to a horizontal position in chart units (for the hover and tap tooltip). */
export function nearestIndex(x: number, length: number, box: Pick<ChartBox, 'width' | 'padX'>): number {
  if (length <= 1) return 0;
  const t = (x - box.padX) / (box.width - 2 * box.padX);
  return Math.min(length - 1, Math.max(0, Math.round(t * (length - 1))));
}
