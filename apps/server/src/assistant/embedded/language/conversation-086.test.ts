import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { emptyNeed, type Need } from '#server/ports/conversation-state';
import { findReference, pickReferenced } from '../dialogue/references';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { bareAmountCap } from './bare-amount';
import { narrowsToBrand } from './brand-narrowing';
import { parseBudget } from './budget';
import { parseConstraints } from './constraints';
import { resolveTravelDates } from './flight-dates';
import { normaliseQuestion } from './normalise';
import { readPinyin } from './pinyin';
import { selfCorrected } from './self-correct';

// Decision 086: the grammars behind follow-ups said the way shoppers say them, each family many ways.

describe('narrowsToBrand: an only-word right before a brand said (就看西门子的)', () => {
  const brands = ['西门子', '索尼', '华为', '飞利浦', '戴森', 'Bose'];
  const terms = (q: string) => catalogVocabulary.matchBrands(q).terms;
  it.each(
    brands.flatMap((b) => [
      `算了 ${b}也行 就看${b}的`,
      `${b}也可以 只看${b}吧`,
      `就要${b}的`,
      `只要${b}`,
      `那就买${b}吧`.replace('那就买', '就买'),
      `只看一下${b}的`,
      `${b}也行 只考虑${b}`,
    ]),
  )('%s narrows', (q) => {
    expect(narrowsToBrand(q, terms(q))).toBe(true);
  });
  it.each(brands.flatMap((b) => [`${b}也行`, `${b}的也可以看看`, `${b}也考虑一下`, `不要${b}`, `${b}的也放进来`]))(
    '%s does not',
    (q) => {
      expect(narrowsToBrand(q, terms(q))).toBe(false);
    },
  );
});

describe('a budget said with a particle or a comma before the amount (再多一点吧 2000)', () => {
  it.each<[string, number]>([
    ['再多一点吧 2000', 2000],
    ['预算再多点吧 两千五', 2500],
    ['再多点，四千', 4000],
    ['再加点啊 3000', 3000],
    ['再高一点呗 一万', 10000],
    ['再往上点嘛 五千', 5000],
    ['最多吧 1500', 1500],
    ['再加一点吧，到2500', 2500],
  ])('%s caps at %d', (q, max) => {
    expect(parseBudget(q)?.budget).toMatchObject({ max });
  });
});

describe('bareAmountCap: a follow-up that is only an amount (那就三千吧)', () => {
  it.each<[string, number]>([
    ['那就三千吧', 3000],
    ['三千吧', 3000],
    ['3000吧', 3000],
    ['两千的呢', 2000],
    ['就三千', 3000],
    ['还是五百吧', 500],
    ['那还是八百吧', 800],
    ['8000的话呢', 8000],
    ['1.5w吧', 15000],
    ['要不就两千好了', 2000],
    ['行吧 一千五', 1500],
    ['嗯 三百块吧', 300],
    ['干脆五千吧', 5000],
    ['那就2k吧', 2000],
  ])('%s → %d', (q, max) => {
    expect(bareAmountCap(q)?.budget).toMatchObject({ max });
  });
  it.each(['三个吧', '那就第三个', '2吧', '那就这个吧', '第二个', '三千以内的手机', '有没有三千的手机', '两个都要'])(
    '%s is no bare amount',
    (q) => {
      expect(bareAmountCap(q)).toBeNull();
    },
  );
});

describe('the budget of the need before, kept for the kind asked now (一样的预算)', () => {
  const before: Need = { ...emptyNeed(), categoryIds: ['rice-cookers'], budget: { max: 300, label: '300元以内' } };
  const read = (q: string) => parseConstraints(normaliseQuestion(q), catalogVocabulary, { previous: before });
  it.each<[string, string]>([
    ['再看空气炸锅 一样的预算', 'air-fryers'],
    ['电水壶呢 同样的价位', 'kettles'],
    ['微波炉也看看 预算不变', 'microwaves'],
    ['电磁炉 还是这个预算', 'induction-cookers'],
    ['破壁机 按刚才的预算', 'blenders'],
    ['空气炸锅也来几款 同价位的', 'air-fryers'],
  ])('%s keeps 300 for %s and searches no budget word', (q, id) => {
    const c = read(q);
    expect(c.categories.map((x) => x.id)).toContain(id);
    expect(c.budget).toMatchObject({ max: 300 });
    expect(c.keywords.join()).not.toMatch(/预算|价位|一样|同样|不变/);
  });
  it.each(['再看空气炸锅', '空气炸锅 五百以内 一样的预算不行了'])('%s keeps no budget of its own unless said', (q) => {
    const c = read(q);
    if (q === '再看空气炸锅') expect(c.budget).toBeNull();
    else expect(c.budget).toMatchObject({ max: 500 });
  });
});

describe('a lone interjection before a name of the same kind takes the earlier one back (京东的 哦 拼多多的)', () => {
  const read = (q: string) => parseConstraints(selfCorrected(normaliseQuestion(q), catalogVocabulary), catalogVocabulary);
  it.each<[string, string]>([
    ['京东的显示器 哦 拼多多的', '拼多多'],
    ['天猫的空气炸锅 噢 京东的', '京东'],
    ['拼多多上的耳机 呃 天猫的吧', '天猫'],
    ['京东 哦 唯品会的扫地机', '唯品会'],
  ])('%s → mall %s only', (q, mall) => {
    expect(read(q).malls).toEqual([mall]);
  });
  it.each<[string, string]>([
    ['索尼的耳机 呃 bose的吧', 'Bose'],
    ['华为手机 哦 小米的', '小米'],
    ['戴森的吹风机 额 徕芬的', '徕芬'],
  ])('%s → brand %s only', (q, brand) => {
    expect(read(q).brands).toEqual([brand]);
  });
  it.each([
    ['五百以内的耳机 哦 八百以内', 800],
    ['两千的手机 呃 三千以内', 3000],
  ])('%s → budget %d', (q, max) => {
    expect(read(q).budget).toMatchObject({ max });
  });
  it('a lone 哦 with nothing of the same kind after it changes nothing (好的 哦 耳机)', () => {
    expect(selfCorrected('索尼的耳机 哦 降噪的', catalogVocabulary)).toBe('索尼的耳机 哦 降噪的');
  });
});

describe('flight dates: a day inside the span said first', () => {
  const at = (shanghai: string) => Date.parse(`${shanghai}+08:00`);
  const FRI = at('2026-09-18T12:00:00');
  it.each<[string, string, string]>([
    ['周末去成都玩 深圳出发 周六上午走', '2026-09-19', '2026-09-19'],
    ['这周末飞上海 周日走', '2026-09-20', '2026-09-20'],
    ['下周末去三亚 周六晚上出发', '2026-09-26', '2026-09-26'],
    ['下周去北京 周三走', '2026-09-23', '2026-09-23'],
    // 查下周五 stays next week's Friday (the generated flight.relative family).
    ['帮我查下周五深圳去北京的航班', '2026-09-25', '2026-09-25'],
    ['查一下下周六的', '2026-09-26', '2026-09-26'],
    ['下周六杭州飞广州', '2026-09-26', '2026-09-26'],
    ['周末去成都 周日回来', '2026-09-19', '2026-09-20'],
  ])('%s → %s to %s', (q, from, to) => {
    expect(resolveTravelDates(q, FRI)).toMatchObject({ from, to });
  });
  it('the day said inside the span is re-read the same way on a follow-up', () => {
    const first = resolveTravelDates('下周末去三亚 周六晚上出发', FRI)!;
    expect(resolveTravelDates(first.said, FRI)).toMatchObject({ from: '2026-09-26', to: '2026-09-26' });
  });
});

describe('wish actions with an exception inside a range (除了第一个 前三个都加)', () => {
  const list = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `p${i}`, price: 100 + i }) as CatalogProduct);
  it.each<[string, number, string[]]>([
    ['除了第一个 前三个都加心愿单', 4, ['p1', 'p2']],
    ['前三个 除了第一个都加', 4, ['p1', 'p2']],
    ['前四款除了第三款都收藏', 4, ['p0', 'p1', 'p3']],
    ['除了最后一个 前三个都加上', 4, ['p0', 'p1', 'p2']],
    ['后三个除了最后一个都加', 4, ['p1', 'p2']],
    ['除了第二个 前两个都收藏', 4, ['p0']],
    // Two shown: of the first three, those shown.
    ['除了第一个 前三个都加心愿单', 2, ['p1']],
    ['除了第二个都加', 4, ['p0', 'p2', 'p3']],
    ['除了前两款其他都收藏', 4, ['p2', 'p3']],
  ])('%s with %d shown → %j', (q, n, ids) => {
    const ref = findReference(q)!;
    expect(ref.kind).toBe('except');
    const picked = pickReferenced(list(n), ref, null);
    expect(picked === 'out_of_range' ? picked : picked.map((p) => p.id)).toEqual(ids);
  });
});

describe('a budget word in pinyin glued to its amount (300yinei)', () => {
  it.each<[string, number]>([
    ['300yinei', 300],
    ['2000 zuoyou', 2000],
    ['500kuai yinei', 500],
    ['1000yixia', 1000],
    ['800 yi nei', 800],
  ])('%s reads as a budget of %d', (q, n) => {
    const read = readPinyin(q, catalogVocabulary);
    expect(read).not.toMatch(/[a-z]{2}/);
    expect(parseBudget(read)?.budget.max).toBeGreaterThanOrEqual(n);
  });
  it.each(['xm5', '8gb', '3d打印机', 'iphone15'])('%s keeps its letters', (q) => {
    expect(readPinyin(q, catalogVocabulary)).toBe(q);
  });
});
