import type { PriceHistorySummary } from '../../modules/catalog/price-stats';
import { toProductCard } from '../../modules/catalog/product-card';
import type { CatalogProduct } from '../../modules/catalog/service';
import { event, streamed, type Flow } from './events';
import { promptButton, wishButton } from './follow-ups';
import { shortName, yuan } from './format';
import { priceVerdict, reasonFor } from './reasons';

const TREND_TEXT = { up: '最近在涨价', down: '最近在降价', flat: '最近价格平稳' } as const;

function verdict(p: CatalogProduct, h: PriceHistorySummary | undefined, target: number | null | undefined): string {
  const lines: string[] = [];
  if (h) {
    lines.push(
      `- 近180天：最低 ${yuan(h.lowest)}（${h.lowest_day}），最高 ${yuan(h.highest)}，均价 ${yuan(Math.round(h.average))}`,
    );
    lines.push(`- 走势：${TREND_TEXT[h.trend]}`);
    lines.push(
      h.near_lowest
        ? '- 结论：现在接近近半年最低价，想要可以入手。'
        : `- 结论：比最低价贵 ${yuan(Math.round(p.price - h.lowest))}，不急的话等大促或降价再买。`,
    );
  }
  if (target) {
    lines.push(
      p.price <= target
        ? `- 你的目标价 ${yuan(target)} 已经达到，可以下单。`
        : `- 离你的目标价 ${yuan(target)} 还差 ${yuan(Math.round((p.price - target) * 10) / 10)}，加入心愿单后降价会提醒你。`,
    );
  }
  return lines.join('\n');
}

/** A question about one product card: its price history, a verdict, cheaper alternatives. */
export const productFlow: Flow = async function* (x) {
  const p = x.product!;
  const target = x.request.targetPrice;
  const history = await x.catalog.priceHistory(p.id);
  const similar = await x.catalog.searchProducts({ category: p.categoryId, maxPrice: p.price, sort: 'sales', limit: 30 });
  const model = p.specs['型号'];
  const seen = new Set<string>([`${p.brand}|${model}`]);
  const alternatives = similar
    .filter((s) => {
      const key = `${s.brand}|${s.specs['型号']}`;
      if (seen.has(key) || s.price >= p.price) return false;
      seen.add(key);
      return true;
    })
    .slice(0, 3);
  const altHistories = await x.catalog.priceHistories(alternatives.map((a) => a.id));

  yield* streamed(
    'plan',
    `用户在问「${p.title}」。先查它近180天的价格走势判断现在值不值得买，再在${p.categoryName}里找更便宜的替代款。`,
  );
  yield event('answer_before_load', { think_ms: x.elapsed() });
  const queries = [
    { query: `${shortName(p)} 历史价格`, keywords: [shortName(p), '历史价格'] },
    { query: `${p.categoryName} ${Math.round(p.price)}元以内`, keywords: [p.categoryName, `${Math.round(p.price)}元以内`] },
  ];
  yield event('search', {
    content: queries.map((q) => q.query).join('；'),
    search_result: { keywords: queries, links: [], products: [] },
  });
  const cards = [
    toProductCard(p, priceVerdict(p, history ?? undefined)),
    ...alternatives.map((a) => toProductCard(a, reasonFor(a, altHistories.get(a.id)))),
  ];
  yield event('search_result', { search_result: { keywords: queries, links: [], products: cards } });

  const alternativesText = alternatives.length
    ? ['更便宜的同类选择：', ...alternatives.map((a, i) => `${i + 1}. **${a.title}** — ${yuan(a.price)}（${a.mall}）`)].join('\n')
    : `${p.categoryName}里暂时没有比它更便宜的型号。`;
  const answer = [
    `**${p.title}**`,
    `- 现价 ${yuan(p.price)}（${p.mall}），标价 ${yuan(p.originalPrice)}`,
    verdict(p, history ?? undefined, target),
    alternativesText,
  ].join('\n');
  yield* streamed('answer', answer);
  const nextSteps = [`有没有更便宜的${p.categoryName}？`, `${p.categoryName}销量最高的是哪款？`];
  yield event(
    'cards_load',
    { product_cards: cards, button_type: 0, buttons: [wishButton(p, target), promptButton(`有没有更便宜的${p.categoryName}？`)] },
    nextSteps,
  );
  yield event('finish', {}, nextSteps);
};
