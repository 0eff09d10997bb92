import type { GuideLink } from '#server/modules/catalog/service';
import type { ShoppingConstraints } from '../language/constraints';
import { joinNames, mdTable, productLink, shortName, yuan } from '../format';
import type { Pick, ShoppingFindings } from '../search/shopping-search';
import { ruledOutModel } from '../language/ruled-out-models';

/** An order asked for by what shoppers judge (decision 078), said with the picks. */
const ORDER_SAID: Partial<Record<ShoppingConstraints['sort'], string>> = {
  rating: '，按评分从高到低',
  sales: '，按销量从高到低',
};

/**
 * 32寸 4K 显示器 一千以内 (decision 078): which condition was let go, and what keeping it costs.
 */
function overBudgetLine(c: ShoppingConstraints, f: ShoppingFindings): string {
  if (!f.overBudget || !c.budget) return '';
  const said = joinNames(f.overBudget.values.map((v) => v.split('|')[0]!.toUpperCase()));
  const what = joinNames(c.categories.map((x) => x.name)) || '商品';
  const p = f.overBudget.cheapest;
  const both = f.overBudget.values.length > 1 ? '同时满足' : '';
  return `${c.budget.label}没有${both}「${said}」的${what}，满足的最便宜是${productLink(p)}（${yuan(p.price)}，${p.mall}）。下面先守住预算，放宽了「${said}」。`;
}

/** The question named a category or brand, not just loose words. */
export const isSpecific = (c: ShoppingConstraints): boolean => c.categories.length > 0 || c.brands.length > 0;

/** What the user asked for, as a phrase: 京东上2000元以内的索尼降噪耳机. */
export function wantedPhrase(c: ShoppingConstraints): string {
  const categories = joinNames(c.categories.map((x) => x.name));
  const brands = joinNames(c.brands);
  const what = isSpecific(c)
    ? `${brands}${categories || (brands ? '的商品' : '商品')}`
    : c.keywords.length
      ? `和「${joinNames(c.keywords)}」相关的商品`
      : '商品';
  const where = c.malls.length ? `${joinNames(c.malls)}上` : '';
  const prefs = c.attributes.length ? `${joinNames(c.attributes)}的` : '';
  // Brands and models ruled out (不要美的, 不要WH-1000XM4) are said with what was picked.
  const models = (c.excludeValues ?? []).flatMap((v) => ruledOutModel(v) ?? []);
  const ruledOut = [...c.excludeBrands, ...models];
  // 不要拼多多的: the malls ruled out are said apart, as where not to look (decision 078).
  const malls = c.excludeMalls?.length ? `不看${joinNames(c.excludeMalls)}上的` : '';
  const said = [ruledOut.length ? `不要${joinNames(ruledOut)}` : '', malls].filter(Boolean);
  const without = said.length ? `（${said.join('，')}）` : '';
  // 京东上的扫地机器人, 京东上2000元以内的扫地机器人: 的 once, before what is wanted.
  const of = where && !c.budget && !prefs ? '的' : '';
  return `${where}${of}${c.budget ? `${c.budget.label}的` : ''}${prefs}${what}${without}`;
}

/** Price, mall, rating and up to two specs every pick has. */
export function comparisonTable(picks: Pick[]): string {
  // Spec columns only when every pick has them (a mixed earphone list has different keys).
  const keys = Object.keys(picks[0]!.product.specs).filter(
    (k) => !['品牌', '型号', '颜色'].includes(k) && picks.every((p) => p.product.specs[k] !== undefined),
  );
  const columns = keys.slice(0, 2);
  const head = ['商品', '价格', '商城', '评分', ...columns];
  const rows = picks.map(({ product: p }) => [
    shortName(p),
    yuan(p.price),
    p.mall,
    p.rating.toFixed(1),
    ...columns.map((k) => p.specs[k]!),
  ]);
  return mdTable(head, rows);
}

/** The numbered picks, each linked, with its price, mall and one-line reason. */
export const pickList = (picks: Pick[]): string =>
  picks
    .map((p, i) => `${i + 1}. **${productLink(p.product)}** — ${yuan(p.product.price)}（${p.product.mall}）\n   ${p.reason}`)
    .join('\n');

/** Which pick for a tight budget, for reputation, and which is at a low price now. */
export function advice(picks: Pick[]): string {
  const cheapest = picks.reduce((a, b) => (b.product.price < a.product.price ? b : a));
  const topRated = picks.reduce((a, b) => (b.product.rating > a.product.rating ? b : a));
  const nearLow = picks.find((p) => p.history?.near_lowest);
  const parts = [`预算紧选**${shortName(cheapest.product)}**（${yuan(cheapest.product.price)}）`];
  if (topRated !== cheapest)
    parts.push(`看重口碑选**${shortName(topRated.product)}**（评分${topRated.product.rating.toFixed(1)}）`);
  if (nearLow && nearLow !== cheapest) parts.push(`**${shortName(nearLow.product)}**正处在近180天低价，现在入手不亏`);
  return `**怎么选**：${parts.join('；')}。`;
}

const guideLine = (guides: GuideLink[]) =>
  guides[0] ? `想了解更多选购要点，可以看[《${guides[0].title}》](${guides[0].url})。` : '';

/** Which spec decided each wanted quality (轻 → 重量), or that none could. */
function attributeLine(f: ShoppingFindings): string {
  if (!f.verdicts.length) return '';
  const decided = f.verdicts.filter((v) => v.decidedBy);
  const missing = f.verdicts.filter((v) => !v.decidedBy);
  return [
    decided.length ? `按${decided.map((v) => `「${v.label}」看的是「${v.decidedBy}」`).join('，')}，排在前面的更符合。` : '',
    missing.length ? `这类商品的参数里没有能说明「${missing.map((v) => v.label).join('、')}」的项，这一条没法按参数比。` : '',
  ].join('');
}

/** The answer for a shopping question: picks with reasons, a comparison table, advice. */
export function shoppingAnswer(c: ShoppingConstraints, f: ShoppingFindings): string {
  const wanted = wantedPhrase(c);
  if (!f.understood || (f.picks.length === 0 && !isSpecific(c))) {
    const heard = c.keywords.length ? `没能在商品库里找到和「${joinNames(c.keywords)}」相关的商品。` : '我没看出你想买什么。';
    return `${heard}我擅长帮你挑商品、比价格，告诉我品类和预算会更准，比如「2000元以内的降噪耳机」或「适合送父母的按摩仪」。`;
  }
  if (f.picks.length === 0) {
    const nearest =
      f.nearestPrice === null
        ? ''
        : c.budget?.min !== undefined && c.budget.max !== undefined
          ? `比这个预算高一点的，最便宜的是${yuan(f.nearestPrice)}，`
          : c.budget?.max !== undefined
            ? `商品库里最便宜的也要${yuan(f.nearestPrice)}，`
            : `商品库里最贵的是${yuan(f.nearestPrice)}，`;
    // The closest there is, named with its link (decision 043): honest about the budget, still useful.
    const closest = f.nearest ? `最接近的是${productLink(f.nearest)}（${f.nearest.mall}），` : '';
    return `抱歉，没有找到符合条件的${wanted}。${nearest}${closest}可以放宽预算或换个说法再试试。`;
  }
  const list = pickList(f.picks);
  // A named model (decision 049): its listings, said as such, not as models picked among others.
  const models = c.models ?? [];
  if (models.length && f.picks.every((p) => models.includes(p.product.specs['型号'] ?? ''))) {
    const names = joinNames([...new Set(f.picks.map((p) => `${p.product.brand} ${p.product.specs['型号']}`))]);
    const cheapest = f.picks[0]!.product;
    return [
      `${names}${c.budget ? `（${c.budget.label}）` : ''}在售 ${f.picks.length} 个${f.picks.length > 1 ? '渠道，按价格从低到高' : ''}：`,
      list,
      comparisonTable(f.picks),
      f.picks.length > 1 ? `**最便宜**：${cheapest.mall} ${yuan(cheapest.price)}。` : '',
      guideLine(f.guides),
    ]
      .filter(Boolean)
      .join('\n\n');
  }
  return [
    c.assumedBudget ?? '',
    f.unmatched.length
      ? `商品库里没有和「${joinNames(f.unmatched)}」直接对得上的${joinNames(c.categories.map((x) => x.name)) || '商品'}，下面按其余条件来挑。`
      : '',
    overBudgetLine(c, f),
    attributeLine(f),
    `为你挑了 ${f.picks.length} 款${wanted}${f.candidates.length > f.picks.length ? `（共比较了 ${f.candidates.length} 个型号）` : ''}${ORDER_SAID[c.sort] ?? ''}：`,
    list,
    comparisonTable(f.picks),
    advice(f.picks),
    guideLine(f.guides),
  ]
    .filter(Boolean)
    .join('\n\n');
}
