import type { WishItem } from '@app/protocol';
import { closing, streamed, thinking, type Flow } from '../events';
import { STARTERS } from '../render/follow-ups';
import { cardName, mdTable, productLink, yuan } from '../format';

const status = (w: WishItem): string =>
  w.target_price === null ? '未设目标价' : w.reached ? '已到目标价' : `还差 ${yuan(w.product.price - w.target_price)}`;

/** "看看我的心愿单": the list from the show_wishlist tool, with targets and which have been reached. */
export const wishListFlow: Flow = async function* (x) {
  const call = await x.tools.call('show_wishlist', {});
  const items = call.material.wishCards ?? [];
  const total = call.ok ? call.result.count : items.length;
  const reached = items.filter((w) => w.reached);
  yield* thinking(
    x,
    '用户想看自己的心愿单。调用 show_wishlist，列出每件商品的现价、目标价，以及是否已降到目标价。',
    call.ok ? `心愿单里有 ${total} 件，${reached.length} 件已到目标价。` : '心愿单暂时读不到，如实说明。',
  );
  yield* x.tools.events();
  if (!call.ok) {
    yield* streamed('answer', '心愿单暂时读取不到，请稍后再试。');
    yield* closing(null, ['看看我的心愿单']);
    return;
  }
  if (items.length === 0) {
    yield* streamed(
      'answer',
      '你的心愿单还是空的。看到想买的商品时，说「把XX加入心愿单」，或者点商品下面的「加入心愿单」按钮，就能加进来；设个目标价，降到了心愿单里会标出来。',
    );
    yield* closing(null, STARTERS);
    return;
  }
  const rows = items.map((w) => [
    productLink(w.product),
    yuan(w.product.price),
    w.target_price === null ? '-' : yuan(w.target_price),
    status(w),
  ]);
  const answer = [
    `你的心愿单里有 ${total} 件商品${reached.length ? `，其中 ${reached.length} 件已降到目标价` : ''}${total > items.length ? `（下面是最近加入的 ${items.length} 件）` : ''}：`,
    mdTable(['商品', '现价', '目标价', '状态'], rows),
    reached.length ? `**${reached.map((w) => cardName(w.product)).join('、')}** 已经降到你的目标价，可以考虑下单了。` : '',
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  const noTarget = items.find((w) => w.target_price === null);
  const nextSteps = [
    ...reached.slice(0, 2).map((w) => `${cardName(w.product)}现在值得买吗？`),
    ...(noTarget ? [`${cardName(noTarget.product)}降到${Math.round((noTarget.product.price * 0.9) / 10) * 10}提醒我`] : []),
    STARTERS[0]!,
  ].slice(0, 3);
  yield* closing({ wish_cards: items }, nextSteps);
};
