import type { ProductCard } from '@app/protocol';
import { adviceOf, BUY_NOW, type PriceTiming } from '#server/modules/catalog/price-timing';
import type { CatalogProduct } from '#server/modules/catalog/service';
import type { priceFacts } from '../../tools/facts';
import type { FlowContext } from '../events';
import { mdTable, productHeading, yuan } from '../format';
import { keySpecs } from './reasons';

/** The price_history tool's answer (tools/facts.ts priceFacts). */
export type PriceFacts = ReturnType<typeof priceFacts>;

export interface PriceLookup {
  facts: PriceFacts | null;
  /** The tool's card for the product, with its price line as the reason. */
  card: ProductCard | undefined;
}

/** Runs the price_history tool for a product. */
export async function lookUpPrice(x: FlowContext, p: CatalogProduct): Promise<PriceLookup> {
  const call = await x.tools.call('price_history', { product_id: p.id });
  return { facts: call.ok ? call.result : null, card: call.material.productCards?.[0] };
}

export interface Verdict {
  buy: boolean;
  headline: string;
  reasons: string[];
}

const percent = (a: number, b: number) => `${Math.round((Math.abs(a - b) / b) * 100)}%`;
/** "（高 2%）", or nothing when the difference rounds to 0% ("高 0%" reads as a contradiction). */
const aboveBy = (a: number, b: number) => (percent(a, b) === '0%' ? '' : `（高 ${percent(a, b)}）`);

/** The figures behind each timing, in words; every figure is the tool's own. */
const TIMING_REASONS: Record<PriceTiming, (f: PriceFacts) => string[]> = {
  near_low: (f) => [`现价 ${yuan(f.current)} 接近近180天最低价 ${yuan(f.lowest)}（${f.lowest_day}）`],
  falling: (f) => [
    `${f.trend_text}，现价 ${yuan(f.current)} 还比近180天最低价 ${yuan(f.lowest)} 高 ${yuan(f.current - f.lowest)}，可能还会更低`,
  ],
  above_average: (f) => [
    `现价 ${yuan(f.current)} 比近180天均价 ${yuan(f.average)} 高 ${percent(f.current, f.average)}`,
    `近180天最低到过 ${yuan(f.lowest)}（${f.lowest_day}），大促时常有这个价`,
  ],
  fair: (f) => [
    f.current <= f.average
      ? `现价 ${yuan(f.current)} 不高于近180天均价 ${yuan(f.average)}，${f.trend_text}`
      : `现价 ${yuan(f.current)} 和近180天均价 ${yuan(f.average)} 基本持平${aboveBy(f.current, f.average)}，${f.trend_text}`,
    `离近180天最低价 ${yuan(f.lowest)} 只差 ${yuan(f.current - f.lowest)}`,
  ],
};

/**
 * Buy now or wait, by the catalog's one rule (modules/catalog/price-timing.ts, which card reasons
 * use too), with the figures behind it and the user's target price when there is one.
 */
export function buyOrWait(f: PriceFacts, target?: number | null): Verdict {
  const timing = f.timing;
  const reasons = TIMING_REASONS[timing](f);
  if (target) {
    reasons.push(
      f.current <= target
        ? `现价已经达到你的目标价 ${yuan(target)}`
        : `离你的目标价 ${yuan(target)} 还差 ${yuan(f.current - target)}，加入心愿单后可以在心愿单里看到是否降到目标价`,
    );
  }
  return { buy: BUY_NOW[timing], headline: adviceOf(timing), reasons };
}

/** Current, lowest, average, highest and trend in one table row. */
export const priceTable = (f: PriceFacts): string =>
  mdTable(
    ['现价', '近180天最低', '均价', '最高', '走势'],
    [[yuan(f.current), `${yuan(f.lowest)}（${f.lowest_day}）`, yuan(f.average), yuan(f.highest), f.trend_text]],
  );

/** The price section of an answer about one product. */
export function priceSection(
  p: CatalogProduct,
  f: PriceFacts | null,
  target: number | null | undefined,
  future: boolean,
): string {
  const specs = keySpecs(p, 4);
  const head = [productHeading(p), specs.length ? `主要参数：${specs.join(' · ')}` : ''].filter(Boolean);
  if (!f) return [...head, `现价 ${yuan(p.price)}。这件商品没有价格记录，没法判断价格走势。`].join('\n\n');
  const v = buyOrWait(f, target);
  return [
    ...head,
    future ? '价格以后会不会降，我没法预知；下面是根据近180天价格记录的判断：' : `近180天（${f.period}）的价格记录：`,
    priceTable(f),
    `**结论：${v.headline}**`,
    v.reasons.map((r) => `- ${r}`).join('\n'),
  ].join('\n\n');
}
