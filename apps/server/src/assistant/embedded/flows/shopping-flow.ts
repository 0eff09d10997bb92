import { priceRangeLabel } from '@app/protocol/price-range';
import { showList } from '#server/ports/conversation-state';
import { shownAgain } from './shown-again';
import { toProductCard } from '#server/modules/catalog/product-card';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { isSpecific, pickList, shoppingAnswer, wantedPhrase } from '../render/answer-markdown';
import { PICKS } from '../search/shopping-search';
import type { ShoppingConstraints } from '../language/constraints';
import { constraintsOfNeed, needOf } from '../language/need-of';
import { parseConstraintsOnce } from '../turn-memo';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { closing, streamed, thought, type Flow, type FlowContext } from '../events';
import { areaCategories, askToClarify, clarifyRuleFor } from './clarify-rules';
import { promptButton, shoppingButtons, shoppingNextSteps } from '../render/follow-ups';
import { joinNames, shortName, yuan } from '../format';
import { showsValue } from '../language/stated-values';
import { keySpecs } from '../render/reasons';
import { problemLead, valuesForProblem } from '../language/problems';
import { REPLICA_MEANING_NOTE } from '../language/lexicon/risk-replica-words';
import { isUnderstood, modelKey, noFindings, type ShoppingFindings } from '../search/shopping-search';
import { loosenedForMore, moreNote, rememberSeen, seenModels } from './more-of-same';
import { notSoldNote, standInNote } from '../language/lexicon/stand-ins';

/**
 * How far a two-sided budget widens when nothing fits it, step by step: barely below the floor
 * (两百多 is not 180), a little over the top, then three tenths each way.
 */
const WIDER: ReadonlyArray<readonly [number, number]> = [
  [0.95, 1.1],
  [0.9, 1.15],
  [0.7, 1.3],
];

/** 买台笔记本能开专票吗 (decision 042): how the invoice of a purchase to come is had. */
const INVOICE_NOTE =
  '关于发票：发票由下单的商城或店铺开具，自营店一般都能开增值税专用发票；公司报销下单时选「单位」抬头、填好税号，第三方店铺能否开专票以商品页说明或问客服为准。';

/** Does a product meet the stated category, brand, mall and budget? */
export function satisfies(p: CatalogProduct, c: ShoppingConstraints): boolean {
  if (c.categories.length && !c.categories.some((x) => x.id === p.categoryId)) return false;
  if (c.brands.length && !c.brands.includes(p.brand)) return false;
  if (c.excludeBrands.includes(p.brand) || c.excludeIds?.includes(p.id)) return false;
  if (c.malls.length && !c.malls.includes(p.mall)) return false;
  if (c.excludeMalls?.includes(p.mall)) return false;
  if (c.budget?.max !== undefined && p.price > c.budget.max) return false;
  if (c.budget?.min !== undefined && p.price < c.budget.min) return false;
  return true;
}

/** Depends on the constraints alone, so it streams before the catalog is searched. */
function planText(c: ShoppingConstraints, understood: boolean): string {
  if (!understood) return '问题里没有能识别的品类、品牌或关键词，先请用户说清楚想买什么。';
  const filters = [
    c.categories.length ? `品类「${joinNames(c.categories.map((x) => x.name))}」` : '',
    c.brands.length ? `品牌「${joinNames(c.brands)}」` : '',
    c.budget ? `价格${c.budget.label}` : '',
    c.malls.length ? `商城「${joinNames(c.malls)}」` : '',
    c.excludeMalls?.length ? `不看「${joinNames(c.excludeMalls)}」的商品` : '',
    c.keywords.length ? `关键词「${joinNames(c.keywords)}」` : '',
  ].filter(Boolean);
  return [
    `用户想要${wantedPhrase(c)}。`,
    c.inherited ? '这是接着上一轮的追问，沿用上一轮的需求，只改用户这次说到的条件。' : '',
    c.assumedBudget && c.budget ? `用户没说预算，按这类买家常见的${c.budget.label}来挑，并在回答里说明。` : '',
    `计划：按${filters.join('、')}在商品库里筛选，同一型号只保留最便宜的渠道；`,
    '再结合评分、销量和近180天价格走势挑出最值得买的几款，最后做成对比表。',
  ].join('');
}

function reflectionText(c: ShoppingConstraints, f: ShoppingFindings, dropped: number): string {
  if (!f.understood) return '';
  if (f.picks.length === 0) return '按这些条件没有找到合适的商品。不能拿不符合条件的商品凑数，应如实告诉用户。';
  const checks = [
    c.categories.length ? `都属于${joinNames(c.categories.map((x) => x.name))}` : '',
    c.budget ? `价格都在${c.budget.label}` : '',
  ].filter(Boolean);
  const notes = f.picks.map((p) => `${shortName(p.product)} ${yuan(p.product.price)}（${keySpecs(p.product).join('、')}）`);
  return [
    `检查候选：${notes.join('；')}。`,
    checks.length ? `这 ${f.picks.length} 款${checks.join('，')}。` : '',
    dropped ? `另有 ${dropped} 款不符合条件，已剔除。` : '',
  ].join('');
}

/** 不要苹果，只看苹果: the two can't both hold; say so and ask which one is meant. */
async function* contradiction(x: FlowContext, brand: string, c: ShoppingConstraints): AsyncGenerator<AssistantEvent> {
  const category = c.categories[0]?.name ?? '商品';
  yield* streamed('plan', `用户既说不要${brand}，又说只看${brand}，条件互相矛盾，不能替用户选，先问清楚。`);
  yield* thought(x);
  yield* streamed(
    'answer',
    `「不要${brand}」和「只看${brand}」互相矛盾，没法同时满足。你是想只看${brand}的${category}，还是把${brand}排除在外？`,
  );
  yield* closing(
    { button_type: 0, buttons: [promptButton(`只看${brand}的${category}`), promptButton(`不要${brand}的${category}`)] },
    [`只看${brand}的${category}`, `不要${brand}的${category}`],
  );
}

/**
 * What the catalog has for these constraints, through the recommend_products tool: the call shows
 * its own search line, guides and candidates. A question with nothing searchable searches nothing.
 */
async function recommend(x: FlowContext, c: ShoppingConstraints): Promise<ShoppingFindings> {
  if (!isUnderstood(c)) return noFindings(c);
  const more = (x.turn.picks ?? 0) > PICKS ? { picks: x.turn.picks! } : {};
  const call = await x.tools.call('recommend_products', { ...c, ...more });
  return call.ok ? call.result : noFindings(c);
}

/**
 * 重新回答 (decision 027): the products the replaced answer recommended are left out, so the new
 * answer recommends others; when nothing else meets the request, the same search as before.
 */
async function findOtherThanReplaced(x: FlowContext, c: ShoppingConstraints): Promise<ShoppingFindings> {
  const avoid = x.request.avoidProductIds ?? [];
  if (avoid.length) {
    const others = await recommend(x, { ...c, excludeIds: [...(c.excludeIds ?? []), ...avoid] });
    if (others.picks.length) return others;
  }
  return recommend(x, c);
}

/** The main path: understand the request, search the catalog, recommend, compare. */
export const shoppingFlow: Flow = async function* (x) {
  const r = x.refinement;
  // 刚才那一堆再给我看看 after a checklist: its picks again, as they were (decision 074).
  if (r && x.refs.length >= 2 && x.turn.reading?.kind === 'list-recall') return yield* shownAgain(x, x.refs, r.need);
  // A problem described (天天对着电脑 眼睛干) is no vague ask, whatever words it holds.
  const rule = r || x.turn.problem ? null : clarifyRuleFor(x.turn, x.previousAsked);
  if (rule) return yield* askToClarify(x, rule);
  // 换一批 / 还有别的吗: every model shown for this need so far stays out (decision 065).
  const seen = r?.excludeShown ? await seenModels(x.state, x.catalog) : null;
  const c = r
    ? constraintsOfNeed(r.need, x.vocabulary, {
        sort: r.sort,
        excludeIds: r.excludeShown ? x.state.shown : [],
        excludeModels: seen ?? [],
      })
    : parseConstraintsOnce(x.request.question, x.vocabulary, {
        previous: x.state.need,
        targetPrice: x.request.targetPrice,
        askedBudget: x.turn.budget,
      });
  // 厨房用的 做饭省事点, answering 想买哪一类: the place's usual categories.
  // The place's and the answer's words (厨房用, 做饭, 省事) said which place: no keywords to search (decision 041).
  if (!r && x.previousAsked && !c.categories.length) {
    c.categories = areaCategories(x.turn, x.vocabulary, x.previousAsked);
    if (c.categories.length) c.keywords = [];
  }
  // 暖气房太干 嗓子疼 (decision 053): the categories that solve the problem; its words are no keywords.
  const problem = r ? null : x.turn.problem;
  if (problem) {
    c.categories = problem.categoryIds.flatMap((id) => x.vocabulary.byId.get(id) ?? []);
    c.keywords = [];
    const values = valuesForProblem(c.values ?? [], problem, x.vocabulary);
    if (values.length || c.values) c.values = values;
  }
  // Nothing to go on (推荐个东西, 帮我挑一个, 买什么好呢 预算两千): one question with chips, not a guess.
  const vague = !r && !isUnderstood(c) && !c.values?.length ? clarifyRuleFor(x.turn, x.previousAsked, 'anything') : null;
  if (vague) return yield* askToClarify(x, vague);
  // 成人纸尿裤: the nearest category would mislead; said plainly, nothing shown (decision 070).
  const notSold = r ? '' : notSoldNote(x.turn.text);
  if (notSold) {
    yield* streamed('plan', '用户要的东西商品库里没有，最接近的类目会误导，直接说明。');
    yield* thought(x);
    yield* streamed('answer', notSold);
    return yield* closing(null, []);
  }
  const conflict = c.brands.find((b) => c.excludeBrands.includes(b));
  if (conflict) return yield* contradiction(x, conflict, c);
  const solves = problem ? `用户没点名商品，说的是「${problem.said.join('、')}」这个问题，按能解决它的品类来挑。` : '';
  yield* streamed('plan', solves + planText(c, isUnderstood(c)) + (r ? `这次改的是：${r.changed.join('、')}。` : ''));
  let found = await findOtherThanReplaced(x, c);
  let relaxedNote = '';
  const b = c.budget;
  // 1500左右 with no model near 1500: the nearest ones on either side, a little wider first, said so.
  for (const [down, up] of WIDER) {
    if (found.picks.length || b?.min === undefined || b.max === undefined || !isSpecific(c)) break;
    // 5k左右 is already ±20 %: widened, it goes down only, never over its top (decision 074).
    const wider = { min: Math.round(b.min * down), max: Math.round(b.max * (b.firm ? 1 : up)) };
    const widened = { ...c, budget: { ...wider, label: priceRangeLabel(wider) } };
    const again = await recommend(x, widened);
    if (again.picks.length) {
      relaxedNote = `${b.label}正好的${c.categories[0]?.name ?? '商品'}不多，我把范围放宽到${widened.budget.label}来挑。`;
      found = again;
      Object.assign(c, widened);
    }
  }
  // 小米的空气炸锅, 小熊电饭煲: a brand that sells none of the category; the other brands', said so (decision 068).
  const unsold = c.brands.filter((b) => !c.categories.some((k) => x.vocabulary.brandCategories.get(b)?.includes(k.id)));
  if (!found.picks.length && c.categories.length && unsold.length && unsold.length === c.brands.length) {
    const others = { ...c, brands: [] };
    const again = await recommend(x, others);
    if (again.picks.length) {
      relaxedNote = `商品库里没有${joinNames(unsold)}的${joinNames(c.categories.map((k) => k.name))}，下面是其他牌子的几款。`;
      found = again;
      Object.assign(c, others);
    }
  }
  // 算了 还是看看胶囊的 after 德龙: a kind the kept brand does not make; the other brands' of that kind, said so (decision 070).
  const kept = r && !x.turn.brands.length ? c.brands : [];
  const newValues = r ? r.need.values.filter((v) => !(x.state.need?.values ?? []).includes(v)) : [];
  const shows = (f: typeof found) => f.picks.some((p) => newValues.every((v) => showsValue(p.product, v)));
  if (kept.length && newValues.length && !shows(found)) {
    const others = { ...c, brands: [] };
    const again = await recommend(x, others);
    if (shows(again)) {
      relaxedNote = `${joinNames(kept)}没有${newValues.join('、')}的${c.categories[0]?.name ?? '商品'}，下面是其他牌子的几款。`;
      found = again;
      Object.assign(c, others);
    }
  }
  if (r?.lifted !== undefined) {
    // 预算不限 (or a higher cap) after a cap: what lifting the cap opened comes first (the cheaper ones were shown).
    const above = { min: r.lifted, ...(c.budget?.max !== undefined ? { max: c.budget.max } : {}) };
    const higher = await recommend(x, { ...c, budget: { ...above, label: priceRangeLabel(above) } });
    if (higher.picks.length) {
      relaxedNote =
        above.max === undefined
          ? `不设预算了，下面先看${priceRangeLabel({ min: r.lifted })}、之前预算外的几款。`
          : `预算放到${priceRangeLabel({ max: above.max })}，下面先看${priceRangeLabel(above)}、之前预算外的几款。`;
      // Too few above the old cap to fill a list: they lead, the best of the rest follow.
      const ids = new Set(higher.picks.map((p) => p.product.id));
      const rest = found.picks.filter((p) => !ids.has(p.product.id));
      found = { ...higher, picks: [...higher.picks, ...rest].slice(0, Math.max(higher.picks.length, found.picks.length)) };
    }
  }
  // 有没有便宜点的 after 西门子的怎么样: none cheaper of the kept brand; the other brands' cheaper ones, said so (070).
  if (found.picks.length === 0 && r?.relaxed && kept.length) {
    const others = { ...c, brands: [] };
    const again = await recommend(x, others);
    if (again.picks.length) {
      relaxedNote = `${joinNames(kept)}没有更便宜的${c.categories[0]?.name ?? '商品'}了，下面是其他牌子${c.budget?.label ? `${c.budget.label}的` : '更便宜的'}几款。`;
      found = again;
      Object.assign(c, others);
    }
  }
  if (found.picks.length === 0 && r?.relaxed) {
    // 再便宜点 past the cheapest there is: show the cheapest models within the earlier budget.
    const cheaper = { ...c, budget: r.relaxed, sort: 'price_asc' as const };
    const again = await recommend(x, cheaper);
    if (again.picks.length) {
      relaxedNote = `没有比刚才更便宜很多的${c.categories[0]?.name ?? '商品'}了，下面是${r.relaxed.label ? `${r.relaxed.label}里` : ''}最便宜的几款。`;
      found = again;
      Object.assign(c, cheaper);
    }
  }
  // The reflection step re-checks every pick against the request, so a search quirk can never
  // put an off-category or over-budget product in front of the user.
  // 推荐三款 / 直接告诉我买哪个: as many cards as asked for.
  // 换一批 with none left: the same need with its values let go, said so (decision 065).
  const loosened = seen && !found.picks.length ? await loosenedForMore(c, (l) => recommend(x, l), x.turn.text) : null;
  if (loosened) found = loosened.found;
  // None left at all: said so, and the ones shown listed again to compare (never passed off as new).
  const noneLeft = Boolean(seen && !found.picks.length);
  if (noneLeft) {
    delete c.excludeIds;
    delete c.excludeModels;
    // 还有其他牌子的没 with no other brand left: the brands shown come back; the need's own stay out (decision 074).
    const own = x.state.need?.excludeBrands;
    if (own) c.excludeBrands = c.excludeBrands.filter((b) => own.includes(b));
    found = await recommend(x, c);
  }
  const picks = found.picks.filter((p) => satisfies(p.product, c)).slice(0, x.turn.picks ?? undefined);
  const f: ShoppingFindings = { ...found, picks, candidates: found.candidates.filter((p) => satisfies(p, c)) };

  yield* thought(x, reflectionText(c, f, found.picks.length - picks.length));
  yield* x.tools.events();
  const invoiceNote = x.turn.asksInvoice && f.picks.length ? INVOICE_NOTE : '';
  const replicaNote = x.turn.asksReplicaMeaning ? REPLICA_MEANING_NOTE : '';
  const what = c.categories[0]?.name ?? '商品';
  const outcome = noneLeft ? 'none-left' : loosened ? 'loosened' : 'next';
  const moreLead = seen ? moreNote(what, seen, f.picks.length, outcome, loosened?.loosened) : '';
  // 磨豆机, 猫罐头: seeded as the nearest category; said plainly not sold (decision 065).
  const standIn = f.picks.length ? standInNote(x.turn.text) : '';
  const lead = problem && f.picks.length ? problemLead(problem, [...new Set(f.picks.map((p) => p.product.categoryName))]) : '';
  yield* streamed(
    'answer',
    seen && (!f.picks.length || noneLeft)
      ? [moreLead, f.picks.length ? pickList(f.picks) : ''].filter(Boolean).join('\n\n')
      : [r?.note ?? '', standIn, moreLead, replicaNote, lead, relaxedNote, shoppingAnswer(c, f), invoiceNote]
          .filter(Boolean)
          .join('\n\n'),
  );
  // 今天心情不错 read as words nothing matched: no need to refine, so the next question starts afresh (decision 068).
  if (isUnderstood(c) && (c.categories.length || c.brands.length || f.picks.length)) {
    const before = x.state.need;
    x.state.topic = 'shopping';
    const need = needOf(c);
    // A word said once and matched by nothing (卧室, 设计) is not said again in every follow-up.
    x.state.need = { ...need, keywords: need.keywords.filter((k) => !f.unmatched.includes(k)) };
    if (f.picks.length)
      showList(
        x.state,
        f.picks.map((p) => p.product.id),
        before,
      );
    x.state.focus = f.picks.length === 1 ? f.picks[0]!.product.id : null;
    if (f.picks.length)
      rememberSeen(
        x.state,
        seen,
        f.picks.map((p) => modelKey(p.product)),
      );
  }
  const cards = f.picks.length
    ? {
        product_cards: f.picks.map((p) => toProductCard(p.product, p.reason)),
        button_type: 0,
        buttons: shoppingButtons(f, x.request.targetPrice),
      }
    : null;
  yield* closing(cards, shoppingNextSteps(c, f));
};
