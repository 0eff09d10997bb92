import type { Comparison, ComparisonRow, ProductCard } from '@app/protocol';
import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { HIDDEN_SPECS, LESS_IS_BETTER, MORE_IS_BETTER, leadingNumber } from './compare-markdown';
import { count, shortName } from '../format';

/** A row's values and which direction is better (1 more, -1 less, 0 neither), with the numbers it compares. */
interface Candidate {
  row: ComparisonRow;
  numbers: (number | null)[];
}

const LABEL_MAX = 40;
const VALUE_MAX = 200;
const clip = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

function candidate(label: string, values: string[], numbers: (number | null)[], better: number): Candidate {
  const row: ComparisonRow = { label: clip(label, LABEL_MAX), values: values.map((v) => clip(v, VALUE_MAX)) };
  if (better && numbers.every((n) => n !== null) && new Set(numbers).size > 1) {
    const best = numbers.reduce<number>((b, n, i) => ((n! - numbers[b]!) * better > 0 ? i : b), 0);
    row.best = best;
  }
  return { row, numbers };
}

/** How far apart the best and the worst are, relative to the larger: the row that separates them most decides. */
const spread = (numbers: (number | null)[]): number => {
  const ns = numbers.filter((n): n is number => n !== null && n > 0);
  return ns.length < 2 ? 0 : (Math.max(...ns) - Math.min(...ns)) / Math.max(...ns);
};

/**
 * The comparison part of a compare answer (decision 025): the products' cards side by side, the
 * rows where they differ (rating, sales, then each spec), each row's better product where more or
 * less is clearly better, and the row that separates them most as the deciding one, with why.
 */
export function comparisonPart(products: CatalogProduct[], cards: readonly ProductCard[]): Comparison {
  const candidates: Candidate[] = [
    candidate(
      '评分',
      products.map((p) => p.rating.toFixed(1)),
      products.map((p) => p.rating),
      1,
    ),
    candidate(
      '销量',
      products.map((p) => count(p.sales)),
      products.map((p) => p.sales),
      1,
    ),
  ];
  const keys = [...new Set(products.flatMap((p) => Object.keys(p.specs)))].filter((k) => !HIDDEN_SPECS.has(k));
  for (const key of keys) {
    const values = products.map((p) => p.specs[key] ?? '-');
    const better = MORE_IS_BETTER.test(key) ? 1 : LESS_IS_BETTER.test(key) ? -1 : 0;
    candidates.push(
      candidate(
        key,
        values,
        values.map((v) => leadingNumber(v)),
        better,
      ),
    );
  }
  const differing = candidates.filter((c) => new Set(c.row.values).size > 1);
  const decider = differing
    .filter((c) => c.row.best !== undefined)
    .reduce<Candidate | null>((a, c) => (!a || spread(c.numbers) > spread(a.numbers) ? c : a), null);
  return {
    products: products.map((p) => cards.find((c) => c.id === p.id) ?? toProductCard(p)),
    rows: differing.map((c) => c.row),
    deciding: decider ? { label: decider.row.label, why: clip(whyOf(decider.row, products), 300) } : null,
  };
}

/** 索尼 WH-1000XM5 更好：30小时，Bose QC45 24小时. */
function whyOf(row: ComparisonRow, products: CatalogProduct[]): string {
  const best = row.best ?? 0;
  const others = products
    .map((p, i) => (i === best ? '' : `${shortName(p)} ${row.values[i]}`))
    .filter(Boolean)
    .join('，');
  return `${shortName(products[best]!)}更好（${row.values[best]}），${others}`;
}
