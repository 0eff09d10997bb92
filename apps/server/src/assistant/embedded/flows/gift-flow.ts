import { toProductCard } from '#server/modules/catalog/product-card';
import { advice, comparisonTable, pickList } from '../render/answer-markdown';
import { askToClarify, clarifyRuleFor } from './clarify-rules';
import { closing, streamed, thought, type Flow } from '../events';
import { promptButton, STARTERS, wishButton } from '../render/follow-ups';
import { joinNames, shortName, yuan } from '../format';
import { childAge, GIFT_NOTES, giftRequest, recipientOf, saysGiftKind, saysLikingOrNeed, suitsAge } from '../language/gift';
import { bestOfEach, fromWhich, keepPicks } from '../search/one-of-each';

/**
 * "适合送女朋友的生日礼物，500左右": a curated set of categories that suit the recipient, the best
 * present of each within the budget, and the usual comparison table.
 */
export const giftFlow: Flow = async function* (x) {
  const said = x.request.question.trim();
  // 她喜欢化妆 after presents for 女朋友: the person of the presents shown is still the one.
  const before = x.state.need?.recipient;
  const question = before && recipientOf(said) === null ? `送${before}，${said}` : said;
  // 给老公买点东西 他爱钓鱼, 给爷爷奶奶送点实用的: someone named, with what they like or with
  // nothing more than 实用的, is enough to pick for.
  const asked = clarifyRuleFor(x.turn, x.previousAsked);
  const named = recipientOf(question) !== null;
  // 朋友乔迁 送个实用的家电, 表弟结婚 送新人点实用的: the kind or the occasion is enough (decision 053).
  const enough = (named && (saysLikingOrNeed(question) || asked?.slot === 'anything')) || saysGiftKind(question);
  const rule = enough ? null : asked;
  if (rule) return yield* askToClarify(x, rule);
  // 茶叶不考虑: the words of a category ruled out say no liking (茶叶 is no 爱喝茶 here).
  const ruledTerms = x.vocabulary
    .matchCategories(question)
    .terms.filter((t) => x.vocabulary.matchCategories(t).categories.some((c) => x.turn.excludeCategories.includes(c.id)));
  const request = giftRequest(
    ruledTerms.reduce((q, t) => q.split(t).join(' '), question),
    x.vocabulary,
  );
  // 送老爸什么 不要茶叶: the categories ruled out are not picked (decision 041).
  const gift = { ...request, categoryIds: request.categoryIds.filter((id) => !x.turn.excludeCategories.includes(id)) };
  const budget = x.turn.budget;
  const names = gift.categoryIds.map((id) => x.vocabulary.byId.get(id)!.name);
  const who = gift.recipient ? `送${gift.recipient}的` : '送人的';
  const what = `${who}${gift.occasion}礼物`;

  // The plan does not depend on the searches: it streams first (see thought()).
  yield* streamed(
    'plan',
    `用户想挑${what}${budget ? `，预算${budget.label}` : '，没说预算'}。适合${gift.recipient || '送人'}又常见的品类：${joinNames(names)}。计划：每个品类用 search_products 按预算找热销款，各挑一款口碑和性价比最好的，再做成对比表。`,
  );
  // 给十岁小朋友的生日礼物: no toy for fourteen and older (decision 073).
  const suits = suitsAge(childAge(question));
  const liked = await bestOfEach(x, gift.categoryIds, budget, GIFT_NOTES, undefined, suits);
  // 爱拍照 with 300 to spend: nothing liked fits the budget, so who they are decides (decision 050).
  const fallback =
    liked.length || !gift.fallbackIds.length ? [] : gift.fallbackIds.filter((id) => !x.turn.excludeCategories.includes(id));
  const picks = liked.length ? liked : await bestOfEach(x, fallback, budget, GIFT_NOTES, undefined, suits);
  const instead =
    !liked.length && picks.length && budget ? `${budget.label}的${joinNames(names)}没有合适的，换成了常送的品类。` : '';
  yield* thought(
    x,
    picks.length
      ? `挑出：${picks.map((p) => `${shortName(p.product)}（${p.product.categoryName}，${yuan(p.product.price)}）`).join('；')}。${budget ? `价格都在${budget.label}，` : ''}每个品类一款。`
      : '按这个预算每个品类都没有找到合适的商品，应如实说明。',
  );
  yield* x.tools.events();

  // 再便宜点 / 五百以内 after the presents: a refinement of a need over the presents' categories.
  if (picks.length) keepPicks(x, picks, budget, gift.recipient || undefined);
  if (picks.length === 0) {
    yield* streamed(
      'answer',
      `抱歉，${budget ? `${budget.label}的` : ''}${joinNames(names)}里都没有找到合适的${what}。可以放宽预算再试试。`,
    );
    yield* closing(
      null,
      budget?.max ? [`${Math.round(budget.max * 1.5)}元以内的${gift.occasion}礼物`, ...STARTERS.slice(0, 1)] : STARTERS,
    );
    return;
  }
  const answer = [
    `${instead}${what}${budget ? `，${budget.label}` : ''}，${fromWhich(picks)}：`,
    pickList(picks),
    comparisonTable(picks),
    advice(picks),
    budget ? '' : '你没说预算，上面按各品类的热销款挑的；告诉我预算能挑得更准。',
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  const [first, second] = picks;
  const nextSteps = [
    `${who}${first!.product.categoryName}推荐`,
    ...(second ? [`${shortName(first!.product)}和${shortName(second.product)}哪个好`] : []),
    budget?.max ? `${Math.round(budget.max * 0.6)}元以内的${what}` : `300元以内的${what}`,
  ];
  yield* closing(
    {
      product_cards: picks.map((p) => toProductCard(p.product, p.reason)),
      button_type: 0,
      buttons: [promptButton(nextSteps[0]!), wishButton(first!.product)],
    },
    nextSteps,
  );
};
