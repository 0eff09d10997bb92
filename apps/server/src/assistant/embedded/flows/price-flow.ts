import { showList } from '#server/ports/conversation-state';
import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import type { ProductFacts } from '../../tools/results';
import { askWhichProduct, resolutionNote } from './clarify';
import { listPrices } from './list-prices';
import { closing, streamed, thinking, type Flow, type FlowContext } from '../events';
import { promptButton, wishButton } from '../render/follow-ups';
import { productLink, shortName, yuan } from '../format';
import { findSubject } from '../dialogue/product-context';
import { lookUpPrice, priceSection, buyOrWait } from '../render/price-report';
import { aspectsAsked } from '../language/aspects';
import { colourAnswer } from './model-colours';

const ALTERNATIVES = 3;

const VIA_TEXT = { name: '问题里点名的', card: '商品卡片里的', history: '上一轮回答里的' } as const;

/** What the product is, before its price: its place in the list, rating, sales and selling points. */
function overview(p: CatalogProduct, position: number): string {
  const where = position >= 0 ? `这是上面列出的第${position + 1}款，` : '';
  const tags = p.tags.length ? `，卖点是${p.tags.join('、')}` : '';
  return `${where}${p.brand}${p.specs['型号'] ?? ''}：评分 ${p.rating.toFixed(1)}，已售 ${p.sales.toLocaleString('en-US')} 件${tags}。`;
}

/**
 * 第二个续航怎么样 / 这个吸力多少 (decision 082): the aspects asked, from the listing's specs, lead the
 * answer; an aspect the listing does not state is said so, never guessed.
 */
function aspectLead(p: CatalogProduct, question: string, position: number): string {
  const asked = aspectsAsked(question, p.specs);
  if (!asked.length) return '';
  const name = `${position >= 0 ? `上面第${position + 1}款` : ''}${p.brand}${p.specs['型号'] ?? ''}`;
  const stated = asked
    .filter((a) => a.spec)
    .map((a) => `**${a.name}**：${a.spec!.key === a.name ? '' : `${a.spec!.key} `}${a.spec!.value}`);
  const unstated = asked.filter((a) => !a.spec).map((a) => a.name);
  return [
    stated.length ? `${name}的${stated.join('，')}。` : '',
    unstated.length
      ? `${stated.length ? '它' : name}的参数里没有标注${unstated.join('、')}，下面是它的主要参数和价格，可以参考。`
      : '',
  ].join('');
}

/** Up to three cheaper models of the same category, best sellers first, via search_products. */
async function cheaperAlternatives(x: FlowContext, p: CatalogProduct): Promise<{ facts: ProductFacts[] }> {
  const call = await x.tools.call('search_products', { category: p.categoryName, max_price: p.price, sort: 'sales', limit: 10 });
  const found = (call.ok ? call.result.products : []).filter((f) => f.category === p.categoryName && f.price < p.price);
  const seen = new Set([`${p.brand}|${p.specs['型号']}`]);
  const facts = found.filter((f) => {
    const key = `${f.brand}|${f.specs?.['型号']}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  return { facts: facts.slice(0, ALTERNATIVES) };
}

/**
 * "这个价格划算吗", "最近会降价吗", "XX现在值得买吗", or a product card: the product's 180-day
 * price record from the price_history tool, a buy-or-wait verdict with its reasons, and cheaper
 * models of the same category when waiting is advised (or the question came with a card).
 */
export const priceFlow: Flow = async function* (x) {
  const question = x.request.question.trim();
  const target = x.request.targetPrice ?? null;
  const subject = await findSubject(x, x.turn.subject.price);
  // 这几款多少钱 / 多少钱 after a list: all of them, in one table; 这个划算吗 still asks which one.
  if (subject.kind === 'choose' && x.turn.reference?.ref.kind !== 'pronoun') {
    yield* listPrices(x, subject.candidates);
    return;
  }
  if (subject.kind !== 'product') {
    yield* askWhichProduct(x, subject, { doing: '看价格走势', ask: (name) => `${name}现在值得买吗？` });
    return;
  }
  // 有白色吗 about the product talked about: the listing in that colour, when its model has one.
  const colour = x.intent === 'product' ? await colourAnswer(x, subject.product, question) : null;
  const p = colour?.product ?? subject.product;
  x.state.focus = p.id;
  x.state.topic = 'product';
  if (!x.state.shown.includes(p.id) && subject.via !== 'history') showList(x.state, [p.id], x.state.need);
  const { facts, card } = await lookUpPrice(x, p);
  const verdict = facts ? buyOrWait(facts, target) : null;
  const alternatives = x.intent === 'product' || verdict?.buy === false ? await cheaperAlternatives(x, p) : { facts: [] };

  const plan = [
    `用户问「${question || '这件商品怎么样'}」，说的是${VIA_TEXT[subject.via]}「${shortName(p)}」。`,
    '计划：用 price_history 查它近180天的价格记录，看现价相对最低价、均价的位置和涨跌走势，据此给出现在买还是再等等的建议',
    alternatives.facts.length || x.intent === 'product' ? `；再在${p.categoryName}里找更便宜的同类型号。` : '。',
  ].join('');
  const reflection = facts
    ? `查到：现价${yuan(facts.current)}，最低${yuan(facts.lowest)}，均价${yuan(facts.average)}，${facts.trend_text}${facts.near_lowest ? '，接近最低价' : ''}。结论：${verdict!.headline}。`
    : '没有查到价格记录，只能如实告诉用户无法判断走势。';
  yield* thinking(x, plan, reflection);
  yield* x.tools.events();

  const alternativesText = alternatives.facts.length
    ? [
        `**${p.categoryName}里更便宜的选择**：`,
        ...alternatives.facts.map((a, i) => `${i + 1}. ${productLink(a)} — ${yuan(a.price)}（${a.mall}）`),
      ].join('\n')
    : x.intent === 'product' || verdict?.buy === false
      ? `${p.categoryName}里暂时没有比它更便宜的型号。`
      : '';
  const answer = [
    resolutionNote(subject.resolution, p),
    colour?.lead ?? '',
    x.intent === 'product' ? aspectLead(p, question, x.state.shown.indexOf(p.id)) : '',
    x.intent === 'product' ? overview(p, x.state.shown.indexOf(p.id)) : '',
    priceSection(p, facts, target, x.turn.asksFuture),
    alternativesText,
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));

  // Waiting is easier with the 180-day low as the target the wish list watches for.
  const wishTarget = target ?? (facts && verdict && !verdict.buy ? Math.round(facts.lowest) : null);
  const nextSteps = [
    `把${shortName(p)}加入心愿单`,
    colour?.elsewhere ? `有没有${colour.elsewhere}的${p.categoryName}？` : `有没有更便宜的${p.categoryName}？`,
    `${p.categoryName}销量最高的是哪款？`,
  ];
  yield* closing(
    {
      // The product asked about keeps the cards to itself, the cheaper ones are linked in the text:
      // the cards a shopper sees are the list 第二款 / 这款 / 海尔那款 point into next (decision 043).
      product_cards: [card ?? toProductCard(p)],
      button_type: 1,
      buttons: [
        wishButton(p, wishTarget),
        // Not in the colour asked: other models in it, same category (decision 082).
        promptButton(colour?.elsewhere ? `有没有${colour.elsewhere}的${p.categoryName}？` : `有没有更便宜的${p.categoryName}？`),
      ],
    },
    nextSteps,
  );
};
