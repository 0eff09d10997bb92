import { toProductCard } from '#server/modules/catalog/product-card';
import { advice, comparisonTable, pickList } from '../render/answer-markdown';
import { closing, streamed, thought, type Flow } from '../events';
import { promptButton, STARTERS, wishButton } from '../render/follow-ups';
import { joinNames, shortName, yuan } from '../format';
import { kitOf } from '../language/life-kits';
import { bestOfEach, keepPicks } from '../search/one-of-each';

/** As many picks as a checklist has categories, up to five. */
const KIT_PICKS = 5;

/**
 * 宝宝刚出生 要准备些啥, 养了只猫 要准备什么 (decision 068): the categories the event usually calls
 * for (lexicon LIFE_KITS), the best of each within the budget, one per category, as a checklist
 * the shopper can narrow (第二个多少钱, 猫砂再便宜点) like any list.
 */
export const kitFlow: Flow = async function* (x) {
  const kit = kitOf(x.request.question, x.vocabulary);
  if (!kit) return;
  const categoryIds = kit.categories.filter((id) => !x.turn.excludeCategories.includes(id));
  const names = categoryIds.map((id) => x.vocabulary.byId.get(id)!.name);
  const budget = x.turn.budget;
  yield* streamed(
    'plan',
    `用户在为「${kit.label}」做准备，问要买些什么${budget ? `，预算${budget.label}` : '，没说预算'}。常备的品类：${joinNames(names)}。计划：每个品类用 search_products 找热销款，各挑一款口碑和性价比最好的，列成清单。`,
  );
  const picks = await bestOfEach(x, categoryIds, budget, {}, KIT_PICKS);
  yield* thought(
    x,
    picks.length
      ? `挑出：${picks.map((p) => `${shortName(p.product)}（${p.product.categoryName}，${yuan(p.product.price)}）`).join('；')}。每个品类一款。`
      : '每个品类都没有找到合适的商品，应如实说明。',
  );
  yield* x.tools.events();
  if (!picks.length) {
    yield* streamed(
      'answer',
      `${kit.label}常备的有${joinNames(names)}，${budget ? `${budget.label}的` : ''}商品库里暂时都没有合适的。`,
    );
    yield* closing(null, STARTERS);
    return;
  }
  // 第二个多少钱, 再便宜点 after the checklist: a list and a need over its categories.
  keepPicks(x, picks, budget);
  const answer = [
    `${kit.label}常备的有${joinNames(names)}，${picks.length === names.length ? '每样挑了一款口碑和性价比都好的' : `一共挑了 ${picks.length} 款`}：`,
    pickList(picks),
    comparisonTable(picks),
    advice(picks),
    '哪一样想多看几款，直接告诉我品类和预算就行。',
  ];
  yield* streamed('answer', answer.join('\n\n'));
  const [first] = picks;
  const nextSteps = picks.slice(0, 3).map((p) => `${p.product.categoryName}推荐`);
  yield* closing(
    {
      product_cards: picks.map((p) => toProductCard(p.product, p.reason)),
      button_type: 0,
      buttons: [promptButton(nextSteps[0]!), wishButton(first!.product)],
    },
    nextSteps,
  );
};
