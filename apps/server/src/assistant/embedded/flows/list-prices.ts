import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { closing, streamed, thinking, type FlowContext } from '../events';
import { mdTable, productLink, shortName, yuan } from '../format';
import { buyOrWait, lookUpPrice } from '../render/price-report';

/**
 * 多少钱 / 这几款多少钱 / 价格呢 after a list (decision 063): each shown product's price, its
 * 180-day low and whether now is a good time, from price_history, in one table. The list stays
 * the one 第二款 points into.
 */
export async function* listPrices(x: FlowContext, products: CatalogProduct[]): AsyncGenerator<AssistantEvent> {
  const question = x.request.question.trim();
  yield* thinking(
    x,
    `用户问「${question}」，说的是上一条回答里的 ${products.length} 款商品。计划：用 price_history 逐款查近180天的价格，列出现价、最低价和现在买合不合适。`,
  );
  const looked = [];
  for (const p of products) looked.push({ p, ...(await lookUpPrice(x, p)) });
  yield* x.tools.events();
  const rows = looked.map(({ p, facts }, i) => [
    `${i + 1}. ${productLink(p)}`,
    yuan(p.price),
    p.mall,
    facts ? `${yuan(facts.lowest)}（${facts.lowest_day}）` : '暂无记录',
    facts ? buyOrWait(facts).headline : '无法判断',
  ]);
  const cheapest = [...products].sort((a, b) => a.price - b.price)[0]!;
  const answer = [
    `上一条回答里的 ${products.length} 款，现在的价格：`,
    mdTable(['商品', '现价', '商城', '近180天最低', '建议'], rows),
    `最便宜的是${productLink(cheapest)}，${yuan(cheapest.price)}。`,
  ].join('\n\n');
  yield* streamed('answer', answer);
  yield* closing({ product_cards: products.map((p) => toProductCard(p)) }, [
    `${shortName(cheapest)}现在值得买吗？`,
    '第一款和第二款哪个好？',
    `有没有更便宜的${cheapest.categoryName}？`,
  ]);
}
