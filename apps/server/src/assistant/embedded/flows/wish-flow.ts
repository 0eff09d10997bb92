import type { WireButton, WishItem } from '@app/protocol';
import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { askWhichProduct, resolutionNote } from './clarify';
import { closing, streamed, thinking, type Flow, type FlowContext } from '../events';
import { promptButton, wishButton } from '../render/follow-ups';
import { productLink, shortName, yuan } from '../format';
import { findSubject } from '../dialogue/product-context';
import { lookUpPrice, type PriceFacts } from '../render/price-report';

/** Phrases of a wish-list request that are not part of the product's name. */
const TASK = { doing: '加入心愿单', ask: (name: string) => `把${name}加入心愿单` };

/** Several products were listed and none named: the user picks (wish_select_cards, add buttons). */
async function* selectFrom(x: FlowContext, candidates: CatalogProduct[], target: number | null): AsyncGenerator<AssistantEvent> {
  yield* thinking(x, `用户想把商品加入心愿单，但没说是哪一款；上一条回答里有 ${candidates.length} 款，让用户选。`);
  yield* streamed(
    'answer',
    `上一条回答里有 ${candidates.length} 款商品，你想把哪一款加入心愿单${target ? `（目标价 ${yuan(target)}）` : ''}？点下面商品的「加入心愿单」，或者直接说「把第二款加入心愿单」。`,
  );
  const buttons: WireButton[] = candidates.map((p) => ({ ...wishButton(p, target), button_text: `加入：${shortName(p)}` }));
  yield* closing(
    { wish_select_cards: candidates.map((p) => toProductCard(p)), button_type: 1, buttons },
    candidates.slice(0, 3).map((_p, i) => `把第${['一', '二', '三'][i]}款加入心愿单`),
  );
}

function targetLine(item: WishItem, target: number, facts: PriceFacts | null): string {
  const price = item.product.price;
  if (price <= target) return `现价 ${yuan(price)} 已经不高于目标价 ${yuan(target)}，想要可以直接下单。`;
  const history = facts
    ? target < facts.lowest
      ? `近180天最低也只到过 ${yuan(facts.lowest)}（${facts.lowest_day}），这个目标价比近半年最低价还低，可能要等比较久。`
      : `近180天最低到过 ${yuan(facts.lowest)}（${facts.lowest_day}），这个价位出现过。`
    : '';
  return `目标价 ${yuan(target)}，比现价 ${yuan(price)} 低 ${yuan(price - target)}。${history}降到目标价后，心愿单里会标为「已到目标价」。`;
}

/** 前两款都加上 / 第一款和第三款加入心愿单: every product the question points at is added. */
async function* addSeveral(x: FlowContext, products: CatalogProduct[], target: number | null): AsyncGenerator<AssistantEvent> {
  const items: WishItem[] = [];
  for (const p of products) {
    const added = await x.tools.call('add_to_wishlist', { product_id: p.id, ...(target ? { target_price: target } : {}) });
    const item = added.material.wishCards?.[0];
    if (item) items.push(item);
  }
  const names = products.map(shortName);
  yield* thinking(
    x,
    `用户想把${names.map((n) => `「${n}」`).join('')}这 ${products.length} 款都加入心愿单，逐个调用 add_to_wishlist。`,
    items.length === products.length ? '都已加入。' : `加入了 ${items.length} 款，其余没能加入，如实说明。`,
  );
  yield* x.tools.events();
  const added = new Set(items.map((i) => i.product.id));
  const failed = products.filter((p) => !added.has(p.id));
  const answer = [
    `已把这 ${items.length} 款加入心愿单：`,
    products
      .filter((p) => added.has(p.id))
      .map((p) => `- **${productLink(p)}**，现价 ${yuan(p.price)}（${p.mall}）`)
      .join('\n'),
    failed.length ? `${failed.map(shortName).join('、')}这次没能加入，请稍后再试。` : '',
    '说「看看我的心愿单」可以查看全部心愿。',
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  x.state.focus = null;
  yield* closing(items.length ? { wish_cards: items, button_type: 0, buttons: [promptButton('看看我的心愿单')] } : null, [
    '看看我的心愿单',
  ]);
}

/**
 * "把XX加入心愿单", "加入心愿单" after a recommendation, "XX降到1500提醒我", "目标价1500": finds the
 * product (named, the card, the position in the last list, or the only product of the last answer)
 * and adds it through the add_to_wishlist tool, which also updates the target of a listed product.
 */
export const wishFlow: Flow = async function* (x) {
  const target = x.turn.targetPrice ?? x.request.targetPrice ?? null;
  if (x.refs.length >= 2) return yield* addSeveral(x, x.refs, target);
  const subject = await findSubject(x, x.turn.subject.wish);
  if (subject.kind === 'choose') return yield* selectFrom(x, subject.candidates, target);
  if (subject.kind !== 'product' || subject.resolution?.match === 'unspecified')
    return yield* askWhichProduct(
      x,
      subject.kind === 'product' ? { kind: 'unknown', resolution: subject.resolution! } : subject,
      TASK,
    );

  const p = subject.product;
  x.state.focus = p.id;
  const added = await x.tools.call('add_to_wishlist', { product_id: p.id, ...(target ? { target_price: target } : {}) });
  const item = added.material.wishCards?.[0];
  const facts = item && target ? (await lookUpPrice(x, p)).facts : null;
  yield* thinking(
    x,
    `用户想把「${shortName(p)}」加入心愿单${target ? `，目标价 ${yuan(target)}` : ''}。调用 add_to_wishlist${target ? '，再用 price_history 看这个目标价近半年有没有出现过' : ''}。`,
    item ? '已加入。' : '没能加入，如实说明。',
  );
  yield* x.tools.events();
  if (!item) {
    // The tool's error text is written for a model; the user gets a plain sentence.
    yield* streamed('answer', `抱歉，这次没能把${shortName(p)}加入心愿单，请稍后再试。`);
    yield* closing(null, ['看看我的心愿单']);
    return;
  }
  const suggested = Math.round((facts?.lowest ?? p.price * 0.9) / 10) * 10;
  const answer = [
    resolutionNote(subject.resolution, p),
    `已把 **${productLink(p)}** 加入心愿单，现价 ${yuan(item.product.price)}（${p.mall}）。`,
    target ? targetLine(item, target, facts) : `想设目标价可以说「${shortName(p)}降到${suggested}提醒我」。`,
    '说「看看我的心愿单」可以查看全部心愿。',
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  const nextSteps = [
    '看看我的心愿单',
    `${shortName(p)}现在值得买吗？`,
    ...(target ? [] : [`${shortName(p)}降到${suggested}提醒我`]),
  ];
  yield* closing({ wish_cards: [item], button_type: 0, buttons: [promptButton('看看我的心愿单')] }, nextSteps);
};
