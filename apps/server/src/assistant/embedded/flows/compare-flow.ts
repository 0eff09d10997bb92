import { emptyNeed, showList } from '#server/ports/conversation-state';
import type { WireButton } from '@app/protocol';
import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { resolutionNote, unresolvedText } from './clarify';
import { comparisonPart } from '../render/comparison-part';
import { comparedList, priceHistoryTable, specTable, verdictByUse } from '../render/compare-markdown';
import { closing, streamed, thinking, type Flow, type FlowContext } from '../events';
import { STARTERS, wishButton } from '../render/follow-ups';
import { productLink, shortName, yuan } from '../format';
import { lastAnswerProductIds } from '../dialogue/product-context';
import type { Resolution } from '../search/product-resolver';
import { lookUpPrice, type PriceFacts } from '../render/price-report';
import { shoppingFlow } from './shopping-flow';
import { parseConstraintsOnce } from '../turn-memo';
import { MAX_COMPARED } from '../language/phrases/compare-names';

const sameModel = (a: CatalogProduct, b: CatalogProduct) => a.brand === b.brand && a.specs['型号'] === b.specs['型号'];

/** The products to compare: the names resolved, else the last answer's list (这几款哪个好), plus the card. */
async function productsToCompare(x: FlowContext, resolutions: Resolution[]): Promise<CatalogProduct[]> {
  const products: CatalogProduct[] = [];
  const add = (p: CatalogProduct) => {
    if (products.length < MAX_COMPARED && !products.some((q) => sameModel(p, q))) products.push(p);
  };
  // 前两款 / 第一款和第三款 / 这几款: the shown products the question points at come first.
  x.refs.forEach(add);
  resolutions.forEach((r) => r.product && add(r.product));
  // 和索尼XM4比怎么样 with a card attached: the card is the other side.
  if (products.length === 1 && x.product && !sameModel(products[0]!, x.product)) products.unshift(x.product);
  // 和三星S25比哪个好 / 跟小米15比呢 after an answer about one product: that product is the other side.
  if (products.length === 1 && !x.product && resolutions.length === 1 && !x.refs.length && x.state.focus) {
    const focus = await x.catalog.getProduct(x.state.focus);
    if (focus && !sameModel(products[0]!, focus)) products.unshift(focus);
  }
  if (products.length < 2 && (x.turn.reference?.ref.kind === 'all' || resolutions.length === 0)) {
    const shown = x.state.shown.length ? x.state.shown : lastAnswerProductIds(x.request.history);
    for (const p of await x.catalog.getProducts(shown)) add(p);
  }
  return products;
}

/** Found one of the named products but not the other: say so and show what was found. */
async function* partialAnswer(x: FlowContext, found: CatalogProduct, missing: Resolution[]) {
  if (!missing.length) return yield* otherSideAsked(x, found);
  yield* thinking(
    x,
    `用户想对比：${missing.map((r) => `「${r.name}」`).join('')}和「${shortName(found)}」。`,
    `${missing.map(unresolvedText).join('')}只能如实说明，不能拿别的商品凑数。`,
  );
  yield* x.tools.events();
  const { facts, card } = await lookUpPrice(x, found);
  const price = facts
    ? `现价 ${yuan(facts.current)}，近180天最低 ${yuan(facts.lowest)}，${facts.trend_text}`
    : `现价 ${yuan(found.price)}`;
  yield* streamed(
    'answer',
    `${missing.map(unresolvedText).join('')}没法放在一起对比。\n\n找到的是 ${productLink(found)}（${found.mall}）：${price}。\n\n换个叫法（品牌+型号）再问我一次，我就能把两款放在一起比。`,
  );
  // 小米14 not sold: comparing the line's model that is (小米 15) is one tap away.
  const sameLine = missing.flatMap((r) => r.sameLine ?? []);
  yield* closing({ product_cards: [card ?? toProductCard(found)] }, [
    ...sameLine.slice(0, 1).map((p) => `${shortName(p)}和${shortName(found)}哪个好`),
    `${shortName(found)}现在值得买吗？`,
    `有没有更便宜的${found.categoryName}？`,
  ]);
}

/**
 * 跟索尼xm5比呢 after a list: one product named, and nothing says what it is compared with. Asked
 * back, with the shown products as one-tap pairs.
 */
async function* otherSideAsked(x: FlowContext, found: CatalogProduct) {
  yield* thinking(x, `用户想拿「${shortName(found)}」和别的商品对比，但没说和哪一款比。`, '先问清楚另一款，不替用户挑。');
  yield* x.tools.events();
  const shown = (await x.catalog.getProducts(x.state.shown)).filter(
    (p) => p.categoryId === found.categoryId && !sameModel(p, found),
  );
  yield* streamed(
    'answer',
    `找到了 ${productLink(found)}（${yuan(found.price)}，${found.mall}）。你想拿它和哪一款比？可以说「和第一款比」，或者说出另一款的品牌和型号。`,
  );
  yield* closing(
    { product_cards: [toProductCard(found)] },
    shown.slice(0, 2).map((p) => `${shortName(found)}和${shortName(p)}哪个好`),
  );
}

/**
 * 详细比较三款扫地机器人: no names, a count and a category. The best of the category (with the
 * question's budget, brands and exclusions) are searched, then compared like named ones.
 */
async function bestOfCategory(x: FlowContext, count: number): Promise<CatalogProduct[]> {
  const c = parseConstraintsOnce(x.request.question, x.vocabulary, { targetPrice: x.request.targetPrice });
  // Through the search_products tool (typed result), best sellers first; one listing per model.
  // A category whose best sellers are two models' listings is searched again in another order.
  const picks: CatalogProduct[] = [];
  for (const sort of ['sales', 'relevance', 'price_desc'] as const) {
    const call = await x.tools.call('search_products', {
      ...(c.categories[0] ? { category: c.categories[0].name } : { query: c.keywords.join(' ') || x.turn.text }),
      ...(c.brands.length === 1 ? { brand: c.brands[0] } : {}),
      ...(c.malls.length === 1 ? { mall: c.malls[0] } : {}),
      ...(c.budget?.min !== undefined ? { min_price: c.budget.min } : {}),
      ...(c.budget?.max !== undefined ? { max_price: c.budget.max } : {}),
      sort,
      limit: 10,
    });
    if (!call.ok) break;
    for (const p of await x.catalog.getProducts(call.result.products.map((r) => r.id))) {
      if (c.excludeBrands.includes(p.brand) || (c.brands.length && !c.brands.includes(p.brand))) continue;
      if (c.excludeMalls?.includes(p.mall)) continue;
      if (!picks.some((q) => sameModel(p, q))) picks.push(p);
    }
    if (picks.length >= count) break;
  }
  return picks.slice(0, count);
}

/**
 * 小米14 pro vs vivo x200 (decision 078): sides found in different categories, when exactly one of
 * those categories is sold by every side's brand, are one kind: each other side is looked up in
 * it, and is not found (its line's model said, if any) rather than compared as another thing
 * (a laptop). iPad和MacBook (both sold by the brand) and Switch和戴森V12 (none shared) stay as found.
 */
async function withinOneKind(x: FlowContext, resolutions: Resolution[]): Promise<void> {
  const found = resolutions.filter((r) => r.product);
  const categories = [...new Set(found.map((r) => r.product!.categoryId))];
  if (found.length < 2 || categories.length < 2) return;
  const sellsAll = categories.filter((id) =>
    found.every((r) => x.vocabulary.brandCategories.get(r.product!.brand)?.includes(id) ?? false),
  );
  if (sellsAll.length !== 1) return;
  const kind = sellsAll[0]!;
  for (const [i, r] of resolutions.entries()) {
    if (!r.product || r.product.categoryId === kind) continue;
    const again = await x.tools.call('find_product', { name: r.name, categories: [kind] });
    const within = again.ok && again.result.product?.categoryId === kind ? again.result : null;
    const sameLine = again.ok ? again.result.sameLine : undefined;
    resolutions[i] = within ?? { name: r.name, match: 'not_found', product: null, ...(sameLine ? { sameLine } : {}) };
  }
}

/** "A和B哪个好": resolve each name, then specs side by side, price history and a verdict by use. */
export const compareFlow: Flow = async function* (x) {
  const hint = x.turn.categories.map((c) => c.id);
  const resolutions: Resolution[] = [];
  const count = x.turn.count;
  const ofCategory = count && hint.length && !x.refs.length ? await bestOfCategory(x, count) : [];
  // With 前两款 / 第一款和第三款 resolved, only other names left in the question are looked up.
  const named = x.refs.length ? x.turn.compared.besidesReference : x.turn.compared.names;
  for (const name of x.refs.length >= 2 || ofCategory.length >= 2 ? [] : named) {
    const found = await x.tools.call('find_product', { name, categories: hint });
    resolutions.push(found.ok ? found.result : { name, match: 'not_found', product: null });
  }
  // A side named by its brand alone (李宁对拍, 华为) is that brand's best seller in the other side's
  // category, or, with no side found, in the category talked about (徕芬和飞利浦的比一比 after
  // hair dryers) (decision 043).
  const brandOnly = (r: Resolution) => r.match === 'vague' && r.vagueAs === 'brand';
  const sides = [...new Set(resolutions.flatMap((r) => (r.product ? [r.product.categoryId] : [])))];
  const within = sides.length ? sides : resolutions.length >= 2 ? (x.state.need?.categoryIds ?? []) : [];
  if (!hint.length && within.length && resolutions.some(brandOnly))
    for (const [i, r] of resolutions.entries()) {
      if (!brandOnly(r)) continue;
      const found = await x.tools.call('find_product', { name: r.name, categories: within });
      if (found.ok && found.result.product) resolutions[i] = found.result;
    }
  // 索尼xm5和bose qc ultra: a name that fits models of two categories (WF and WH-1000XM5) is the
  // one in the other side's category, when the catalog has it there (decision 057).
  if (!hint.length)
    for (const [i, r] of resolutions.entries()) {
      const others = [
        ...new Set(resolutions.flatMap((o, j) => (j !== i && o.product && o.match === 'exact' ? [o.product.categoryId] : []))),
      ];
      if (!r.product || r.match === 'exact' || !others.length || others.includes(r.product.categoryId)) continue;
      const found = await x.tools.call('find_product', { name: r.name, categories: others });
      if (found.ok && found.result.product && found.result.match !== 'vague') resolutions[i] = found.result;
    }
  if (!hint.length) await withinOneKind(x, resolutions);
  // 跟索尼xm5比呢 after a list of headphones: one name said, looked up first in the kind talked about.
  const needKinds = x.state.need?.categoryIds ?? [];
  const lone = resolutions.length === 1 ? resolutions[0]! : null;
  if (!hint.length && lone?.product && needKinds.length && !needKinds.includes(lone.product.categoryId)) {
    const found = await x.tools.call('find_product', { name: lone.name, categories: needKinds });
    if (found.ok && found.result.product && found.result.match !== 'vague') resolutions[0] = found.result;
  }
  const products = ofCategory.length >= 2 ? ofCategory : await productsToCompare(x, resolutions);
  const missing = resolutions.filter((r) => !r.product);

  if (products.length < 2) {
    // 降噪耳机和真无线耳机哪个好 compares categories: recommending from both answers it best.
    if (products.length === 0 && resolutions.some((r) => r.match === 'vague')) return yield* shoppingFlow(x);
    if (products.length === 1) return yield* partialAnswer(x, products[0]!, missing);
    yield* thinking(
      x,
      `用户想对比：${resolutions.map((r) => `「${r.name}」`).join('')}。`,
      `${missing.map(unresolvedText).join('')}`,
    );
    yield* x.tools.events();
    const text = missing.length ? missing.map(unresolvedText).join('') : '我没看出要对比哪几款商品。';
    yield* streamed('answer', `${text}请告诉我要对比的两款商品的品牌和型号，比如「索尼WH-1000XM5和Bose QC45哪个好」。`);
    const sameLine = missing.flatMap((r) => (r.sameLine ? [shortName(r.sameLine)] : []));
    const instead = sameLine.length === 2 && sameLine[0] !== sameLine[1] ? [`${sameLine[0]}和${sameLine[1]}哪个好`] : [];
    yield* closing(null, [...instead, '索尼WH-1000XM5和Bose QC45哪个好', ...STARTERS.slice(0, 2)].slice(0, 3));
    return;
  }

  const compared = await x.tools.call('compare_products', { product_ids: products.map((p) => p.id) });
  const facts = new Map<string, PriceFacts>();
  for (const p of products) {
    const { facts: f } = await lookUpPrice(x, p);
    if (f) facts.set(p.id, f);
  }
  const names = products.map(shortName);
  const found = resolutions
    .filter((r) => r.product)
    .map((r) => `「${r.name}」→ ${shortName(r.product!)}（${yuan(r.product!.price)}，${r.product!.mall}）`);
  yield* thinking(
    x,
    `用户想对比${names.join('和')}。计划：先在商品库里按名称找到对应型号（同型号取最便宜的渠道），再用 compare_products 并排对比参数，用 price_history 看各自近180天的价格，最后按预算、口碑、参数和入手时机给出建议。`,
    [found.length ? `找到：${found.join('；')}。` : '', missing.map(unresolvedText).join('')].join(''),
  );
  yield* x.tools.events();

  const notes = [
    ...missing.map(unresolvedText),
    ...resolutions.map((r) => (r.product ? resolutionNote(r, r.product) : '')),
  ].filter(Boolean);
  const body = compared.ok ? specTable(products, compared.result) : '参数对比暂时查不到，下面只比较价格。';
  const answer = [
    notes.join(''),
    `对比 ${names.map((n) => `**${n}**`).join(' 和 ')}：`,
    comparedList(products),
    '**参数对比**',
    body,
    '**价格走势（近180天）**',
    priceHistoryTable(products, facts),
    '**怎么选**',
    verdictByUse(products, facts),
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  x.state.compared = products.map((p) => p.id);
  if (!x.refs.length)
    showList(
      x.state,
      products.map((p) => p.id),
      x.state.need,
    );
  x.state.focus = null;
  x.state.topic = 'product';
  // Two named products of one category are the need from here (还有别的推荐吗 三千以内 lists more
  // of it), unless the need already was that category (decision 057).
  const categoryIds = [...new Set(products.map((p) => p.categoryId))];
  if (categoryIds.length === 1 && !x.state.need?.categoryIds.includes(categoryIds[0]!))
    x.state.need = { ...emptyNeed(), categoryIds };

  const cards = compared.material.productCards ?? products.map((p) => toProductCard(p));
  const buttons: WireButton[] = products.map((p) => wishButton(p));
  const cheapest = products.reduce((a, b) => (b.price < a.price ? b : a));
  const nextSteps = [
    `${names[0]}现在值得买吗？`,
    `把${shortName(cheapest)}加入心愿单`,
    `有没有更便宜的${products[0]!.categoryName}？`,
  ];
  yield* closing({ product_cards: cards, comparison: comparisonPart(products, cards), button_type: 1, buttons }, nextSteps);
};
