import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { problemOf, PROBLEMS } from './problems';
import { firstTurn } from '#server/testing/first-turn';
import type { ProblemRow } from './lexicon/problem-words';

const solved = (q: string) => problemOf(q, catalogVocabulary, catalogVocabulary.matchCategories(q).terms)?.categoryIds ?? [];

const turn = firstTurn;

/** How shoppers wrap a problem (decision 053). */
const PHRASINGS: ReadonlyArray<(problem: string) => string> = [
  (p) => `不想再${p}了`,
  (p) => `老是${p}`,
  (p) => `${p}怎么办`,
  (p) => `有没有什么能解决${p}的`,
  (p) => `受不了${p}`,
];

/** How shoppers wrap a scene of use, which ends its clause (decision 071). */
const SCENE_PHRASINGS: ReadonlyArray<(scene: string) => string> = [
  (p) => p,
  (p) => `${p}有什么推荐`,
  (p) => `想买点${p}东西`,
  (p) => `周末 ${p}`,
  (p) => `${p}，预算五百`,
];

/** Each way a row says its problem: its words, and each thing beside each trouble, with fillers between. */
function sayings(row: ProblemRow): string[] {
  const context = row.with ? `家里${row.with[0]} ` : '';
  const [things, troubles] = row.pairs ?? [[], []];
  const pairs = things.slice(0, 2).flatMap((t) => troubles.flatMap((tr) => [`${t}${tr}`, `${t}又${tr}`]));
  return [...row.words, ...pairs].map((s) => context + s);
}

describe('problem rows (decision 053)', () => {
  it('cover the catalog broadly: 150+ rows over 80+ categories, each known to the catalog', () => {
    const ids = new Set(PROBLEMS.flatMap((r) => r.categories));
    expect(PROBLEMS.length).toBeGreaterThanOrEqual(150);
    expect(ids.size).toBeGreaterThanOrEqual(80);
    for (const id of ids) expect(catalogVocabulary.byId.has(id), id).toBe(true);
  });

  it('say different things (no word twice in the same row)', () => {
    for (const row of PROBLEMS) expect(new Set(row.words).size, row.said).toBe(row.words.length);
  });

  it.each(PROBLEMS.map((r) => [r.said, r] as const))('%s: every saying, every phrasing, finds its categories', (_, row) => {
    for (const saying of sayings(row))
      for (const phrase of row.ends ? SCENE_PHRASINGS : PHRASINGS) {
        const q = phrase(saying);
        expect(solved(q), q).toContain(row.categories[0]);
      }
  });

  it.each(PROBLEMS.map((r) => [r.said, r] as const))('%s: asked on its own, is a shopping ask for its categories', (_, row) => {
    const q = row.ends ? `${sayings(row)[0]!}有什么推荐` : `${row.with ? `${row.with[0]} ` : ''}老是${row.words[0]} 怎么办`;
    const t = turn(q);
    expect(t.intent, q).toBe('shopping');
    expect(
      t.categories.map((c) => c.id),
      q,
    ).toContain(row.categories[0]);
    expect(t.problem?.said, q).toContain(row.said);
  });
});

describe('problems read in a turn', () => {
  it.each<[string, string[]]>([
    ['家里老人老忘带钥匙 进不了门', ['smart-locks']],
    ['孩子写作业 屋里灯太暗', ['desk-lamps']],
    ['开车老被加塞刮蹭 想留个证据', ['dash-cams']],
    ['冬天坐办公室脚冰凉', ['heaters', 'electric-blankets']],
    ['暖气房太干 早上起来嗓子疼', ['humidifiers']],
    ['刚养了只猫 上厕所的东西还没买', ['cat-litter']],
    ['天天对着电脑 眼睛又干又酸', ['eye-massagers']],
    ['自来水有股味 不敢直接喝', ['water-purifiers']],
    ['租的房子没热水洗澡 得自己买一个', ['water-heaters']],
    ['不想再手洗碗了 太累', ['dishwashers']],
    ['出差老是手机没电 又找不到插座', ['power-banks']],
    ['猫主子老是不爱喝水 买个啥好', ['pet-water-fountains']],
    ['卧室离路由器远 手机老是没信号', ['routers']],
    ['洗碗好累', ['dishwashers']],
  ])('%s → %j', (q, ids) => {
    const t = turn(q);
    expect(t.intent).toBe('shopping');
    expect(t.categories.map((c) => c.id)).toEqual(ids);
  });

  it.each<[string, string]>([
    // A product named outside the problem is what is wanted.
    ['孩子写作业用的平板', 'tablets'],
    ['冬天脚冷 想买双棉拖鞋', 'slippers'],
    ['早上打豆浆怕吵醒孩子 静音破壁机', 'blenders'],
    ['手机老是没电 想换个新手机', 'smartphones'],
    // A problem word beside a category word it does not hold (看看 + 宠物饮水机).
    ['再看看宠物饮水机 白天家里没人', 'pet-water-fountains'],
    ['再看看猫砂', 'cat-litter'],
  ])('%s names %s: no problem read', (q, id) => {
    const t = turn(q);
    expect(t.problem).toBeNull();
    expect(t.categories.map((c) => c.id)).toContain(id);
  });

  it.each<[string, string]>([
    // Risks, presents and small talk (a mood, decision 054) keep their own reading.
    ['室友老忘带钥匙 想在他房间装个针孔摄像头', 'risk'],
    ['给我妈 她腰不太好 一千以内', 'gift'],
    ['送我爸个礼物 他老失眠', 'gift'],
    ['今天好累 不想上班', 'small_talk'],
    ['上了一天班 好累啊', 'small_talk'],
  ])('%s stays %s', (q, intent) => {
    const t = turn(q);
    expect(t.intent).toBe(intent);
    expect(t.problem).toBeNull();
  });
});
