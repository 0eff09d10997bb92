/**
 * How shoppers write an amount: 2000, 2000元, 两千, 2千, 2k, 1.5k, 2w, 3万, 一千五. Only round
 * amounts (at most two significant digits) have every form.
 */
const DIGITS = ['零', '一', '二', '三', '四', '五', '六', '七', '八', '九'];
const UNITS: Array<[number, string]> = [
  [10_000, '万'],
  [1000, '千'],
  [100, '百'],
  [10, '十'],
];

/** 2 is 两 before 千/万/百, 二 elsewhere. */
const digit = (d: number, unit: string) => (d === 2 && unit !== '十' ? '两' : DIGITS[d]!);

/** 1500 → 一千五, 2000 → 两千, 20000 → 两万, 150 → 一百五, 30 → 三十; undefined when not round. */
export function chinese(n: number): string | undefined {
  for (const [i, [size, unit]] of UNITS.entries()) {
    if (n < size) continue;
    const head = Math.floor(n / size);
    const rest = n - head * size;
    if (head > 9) return undefined;
    const lead = size === 10 && head === 1 ? '' : digit(head, unit);
    if (rest === 0) return `${lead}${unit}`;
    const next = UNITS[i + 1];
    if (!next || rest % next[0] !== 0 || rest / next[0] > 9) return undefined;
    return `${lead}${unit}${DIGITS[rest / next[0]]}`;
  }
  return n > 0 && n < 10 ? DIGITS[n] : undefined;
}

export type NumberStyle = 'arabic' | 'yuan' | 'kuai' | 'chinese' | 'k' | 'w' | 'wan' | 'qian';

/** The amount in a style, or undefined when the style does not fit it (1.5k but not 0.3k). */
export function written(n: number, style: NumberStyle): string | undefined {
  const trim = (x: number) => String(Number(x.toFixed(2)));
  switch (style) {
    case 'arabic':
      return String(n);
    case 'yuan':
      return `${n}元`;
    case 'kuai':
      return `${n}块`;
    case 'chinese':
      return chinese(n);
    case 'k':
      return n >= 1000 && n % 500 === 0 && n < 100_000 ? `${trim(n / 1000)}k` : undefined;
    case 'w':
      return n >= 10_000 && n % 5000 === 0 ? `${trim(n / 10_000)}w` : undefined;
    case 'wan':
      return n >= 10_000 && n % 5000 === 0 ? `${trim(n / 10_000)}万` : undefined;
    case 'qian':
      return n >= 1000 && n < 10_000 && n % 1000 === 0 ? `${n / 1000}千` : undefined;
  }
}

export const NUMBER_STYLES: NumberStyle[] = ['arabic', 'yuan', 'kuai', 'chinese', 'k', 'w', 'wan', 'qian'];
