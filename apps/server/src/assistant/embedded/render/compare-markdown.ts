import type { CatalogProduct } from '#server/modules/catalog/service';
import { count, mdTable, productLink, shortName, yuan } from '../format';
import type { PriceFacts } from './price-report';

/** What compare_products returns (tools/product-tools.ts). */
export interface CompareResult {
  products: Array<{ id: string; title: string; mall: string; price: number; rating: number; sales: number; url: string }>;
  specs: Record<string, string[]>;
  price_stats: Record<string, PriceFacts | null>;
}

/** Spec keys where more is better, and where less is; the number in front of the unit decides. */
export const MORE_IS_BETTER = /续航|电池|快充|刷新率|像素|吸力|转速|读速|通量|CADR|输出|功率|充绒量|最高速度|容量|颗粒数|档位/;
export const LESS_IS_BETTER = /重量/;
export const HIDDEN_SPECS = new Set(['品牌', '颜色']);

export const leadingNumber = (v: string | undefined): number | null => {
  const m = /^(\d+(?:\.\d+)?)/.exec(v ?? '');
  return m ? Number(m[1]) : null;
};

/** Price, mall, rating and sales, then every spec side by side ('-' where a product lacks it). */
export function specTable(products: CatalogProduct[], r: CompareResult): string {
  const rows: string[][] = [
    ['价格', ...products.map((p) => `${yuan(p.price)}（${p.mall}）`)],
    ['评分', ...products.map((p) => p.rating.toFixed(1))],
    ['销量', ...products.map((p) => count(p.sales))],
    ...Object.entries(r.specs)
      .filter(([k]) => !HIDDEN_SPECS.has(k))
      .map(([k, values]) => [k, ...values]),
  ];
  return mdTable(['项目', ...products.map(shortName)], rows);
}

/** Current, lowest, average and trend per product, from the price_history tool. */
export function priceHistoryTable(products: CatalogProduct[], facts: Map<string, PriceFacts>): string {
  const rows = products.map((p) => {
    const f = facts.get(p.id);
    return f
      ? [shortName(p), yuan(f.current), `${yuan(f.lowest)}（${f.lowest_day}）`, yuan(f.average), f.trend_text]
      : [shortName(p), yuan(p.price), '-', '-', '没有价格记录'];
  });
  return mdTable(['商品', '现价', '近180天最低', '均价', '走势'], rows);
}

/** Which to pick for which need: budget, reputation, each spec where one is clearly better, timing. */
export function verdictByUse(products: CatalogProduct[], facts: Map<string, PriceFacts>): string {
  const lines: string[] = [];
  const name = (p: CatalogProduct) => `**${shortName(p)}**`;
  if (new Set(products.map((p) => p.categoryId)).size > 1)
    lines.push(
      `这几款不是同一类商品（${[...new Set(products.map((p) => p.categoryName))].join('、')}），参数没法一一对应，下面只作参考。`,
    );
  const cheapest = products.reduce((a, b) => (b.price < a.price ? b : a));
  const dearest = products.reduce((a, b) => (b.price > a.price ? b : a));
  if (cheapest !== dearest)
    lines.push(`- **预算优先**：选${name(cheapest)}，比${name(dearest)}便宜 ${yuan(dearest.price - cheapest.price)}。`);
  const topRated = products.reduce((a, b) => (b.rating > a.rating ? b : a));
  if (products.some((p) => p.rating < topRated.rating))
    lines.push(`- **看重口碑**：${name(topRated)}评分最高（${topRated.rating.toFixed(1)}）。`);
  const keys = new Set(products.flatMap((p) => Object.keys(p.specs)));
  for (const key of keys) {
    const better = MORE_IS_BETTER.test(key) ? 1 : LESS_IS_BETTER.test(key) ? -1 : 0;
    const values = products.map((p) => ({ p, raw: p.specs[key], n: leadingNumber(p.specs[key]) }));
    if (!better || values.some((v) => v.n === null) || new Set(values.map((v) => v.n)).size < 2) continue;
    const best = values.reduce((a, b) => ((b.n! - a.n!) * better > 0 ? b : a));
    lines.push(`- **看重${key}**：选${name(best.p)}（${values.map((v) => `${shortName(v.p)} ${v.raw}`).join('，')}）。`);
  }
  const goodTiming = products.filter((p) => facts.get(p.id)?.near_lowest);
  if (goodTiming.length) lines.push(`- **入手时机**：${goodTiming.map(name).join('、')}现价接近近180天最低价，现在买不亏。`);
  const waiting = products.filter((p) => facts.get(p.id)?.trend === 'down' && !facts.get(p.id)?.near_lowest);
  if (waiting.length) lines.push(`- ${waiting.map(name).join('、')}最近在降价，不急可以再等等。`);
  return lines.join('\n');
}

/** Titles with links, so a later turn knows which products were compared. */
export const comparedList = (products: CatalogProduct[]): string =>
  products.map((p, i) => `${i + 1}. ${productLink(p)} — ${yuan(p.price)}（${p.mall}）`).join('\n');
