import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { showList, type Need } from '#server/ports/conversation-state';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { closing, streamed, thinking, type FlowContext } from '../events';
import { joinNames, shortName } from '../format';
import { pickList } from '../render/answer-markdown';
import { wishButton } from '../render/follow-ups';

/** What a pick shown again is said as: its kind and how it is rated. */
const reasonOf = (p: CatalogProduct): string => `${p.categoryName}，评分${p.rating}`;

/**
 * 刚才那一堆再给我看看 after a checklist or presents (decision 074): the picks of that list, one of
 * each kind, shown again as they were (no new search, which would pick others), and they become the
 * list and need again, so 第二个多少钱 points into them.
 */
export async function* shownAgain(x: FlowContext, products: CatalogProduct[], need: Need): AsyncGenerator<AssistantEvent> {
  const kinds = [...new Set(products.map((p) => p.categoryName))];
  yield* thinking(x, `用户要再看一次之前那份清单（${joinNames(kinds)}），直接把那几样再列一遍，不重新搜索。`);
  showList(
    x.state,
    products.map((p) => p.id),
    x.state.need,
  );
  x.state.need = need;
  x.state.focus = null;
  x.state.topic = 'shopping';
  const picks = products.map((p) => ({ product: p, reason: reasonOf(p) }));
  yield* streamed('answer', [`这是刚才那份清单里的 ${products.length} 样：`, pickList(picks)].join('\n\n'));
  yield* closing(
    {
      product_cards: picks.map((p) => toProductCard(p.product, p.reason)),
      button_type: 0,
      buttons: [wishButton(products[0]!)],
    },
    products.slice(0, 3).map((p) => `${shortName(p) || p.categoryName}多少钱`),
  );
}
