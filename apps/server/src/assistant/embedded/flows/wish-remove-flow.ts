import type { WishItem } from '@app/protocol';
import { closing, streamed, thinking, type Flow, type FlowContext } from '../events';
import { cardName, productLink } from '../format';
import { linesIn } from '../language/product-lines';

/** 清空心愿单, 全部删掉: every item goes. */
const EVERYTHING = /清空|全部删|全删|都删|全部移|都移|全部去掉|都去掉/;
/** Latin and digit words of a name (ipad, mate70, pro), to find in a title. */
const NAME_WORDS = /[a-z]+|\d+/gi;

/**
 * How well a wish item fits the words that named it: its brand, its kind (a category or a product
 * line), and the Latin and digit words of a model found in its title (decision 070).
 */
function fit(w: WishItem, x: FlowContext, words: string[], lineBrands: string[], lineKinds: string[]): number {
  const title = w.product.title.toLowerCase().replace(/\s+/g, '');
  const brand = w.product.brand ?? '';
  let score = 0;
  // Read from the words, not the turn's wants: 耳机不要了 names the thing it takes off.
  if (x.vocabulary.matchBrands(x.turn.text).brands.includes(brand) || lineBrands.includes(brand)) score += 2;
  // The kind named as the title says it (耳机 in 真无线蓝牙耳机), or the kind of a line named.
  const kinds = [
    ...x.vocabulary.matchCategories(x.turn.text).categories,
    ...lineKinds.flatMap((k) => x.vocabulary.byId.get(k) ?? []),
  ];
  if (kinds.some((c) => [c.name, ...c.synonyms].some((n) => title.includes(n.toLowerCase())))) score += 2;
  score += words.filter((word) => title.includes(word)).length;
  return score;
}

/**
 * 删掉心愿单里的iPad, 把小米15从心愿单移除, 清空心愿单 (decision 070): the item the words name is
 * taken off the list through the remove_from_wishlist tool; two that fit as well are asked about,
 * and none named lists what is there.
 */
export const wishRemoveFlow: Flow = async function* (x) {
  const list = await x.tools.call('show_wishlist', {});
  const items = list.material.wishCards ?? [];
  const q = x.turn.text;
  const all = EVERYTHING.test(q);
  const lines = linesIn(q, x.vocabulary);
  const words = (q.toLowerCase().match(NAME_WORDS) ?? []).filter((w) => w.length > 1 || /\d/.test(w));
  const scored = items.map((w) => ({ w, score: fit(w, x, words, lines.brands, lines.categoryIds) }));
  const best = Math.max(0, ...scored.map((s) => s.score));
  const chosen = all ? items : best > 0 ? scored.filter((s) => s.score === best).map((s) => s.w) : [];
  const remove = all || chosen.length === 1 ? chosen : [];
  yield* thinking(
    x,
    '用户想把商品移出心愿单。先用 show_wishlist 看心愿单里有什么，再按用户说的名字找到那一件，调用 remove_from_wishlist。',
    !list.ok
      ? '心愿单暂时读不到，如实说明。'
      : remove.length
        ? `要移出的是：${remove.map((w) => cardName(w.product)).join('、')}。`
        : chosen.length > 1
          ? `有 ${chosen.length} 件都对得上，先问用户是哪一件。`
          : '用户说的名字在心愿单里对不上，列出心愿单让用户选。',
  );
  const removed: WishItem[] = [];
  for (const w of remove) {
    const call = await x.tools.call('remove_from_wishlist', { product_id: w.product.id });
    if (call.ok && call.result.removed) removed.push(w);
  }
  yield* x.tools.events();
  if (!list.ok) {
    yield* streamed('answer', '心愿单暂时读取不到，请稍后再试。');
    return yield* closing(null, ['看看我的心愿单']);
  }
  if (items.length === 0) {
    yield* streamed('answer', '你的心愿单是空的，没有可以移除的商品。');
    return yield* closing(null, ['推荐一款2000元以内的降噪耳机']);
  }
  const left = items.length - removed.length;
  if (removed.length) {
    const names = removed.map((w) => `**${productLink(w.product)}**`).join('、');
    yield* streamed('answer', `已把 ${names} 移出心愿单${left ? `，心愿单里还有 ${left} 件商品` : '，心愿单已经空了'}。`);
    return yield* closing(null, left ? ['看看我的心愿单'] : ['推荐一款2000元以内的降噪耳机']);
  }
  const options = chosen.length > 1 ? chosen : items;
  const lead =
    chosen.length > 1 ? '心愿单里有几件都对得上，你想移除的是哪一件？' : '没在心愿单里找到你说的商品，你想移除的是哪一件？';
  const rows = options.slice(0, 8).map((w, i) => `${i + 1}. ${productLink(w.product)}`);
  yield* streamed('answer', [lead, rows.join('\n')].join('\n\n'));
  yield* closing(
    null,
    options.slice(0, 3).map((w) => `把${cardName(w.product)}移出心愿单`),
  );
};
