/**
 * Problems and situations a shopper describes without naming a product (decision 053): 暖气房太干
 * 早上起来嗓子疼 asks for a humidifier, 老忘带钥匙 for a smart lock. One row per problem: what the
 * answer says it understood (`said`, 「屋里太干，看看加湿器」), the categories that solve it in order
 * of fit, and how it is said. Read once per turn by language/problems.ts. A new wording is one
 * more string in its row; a new problem is one more row (in problems-home.ts or problems-life.ts).
 */
export interface ProblemRow {
  /** The problem in a few words, said back in the answer before the categories. */
  said: string;
  /** Catalog category ids that solve it, best first. */
  categories: readonly string[];
  /** Whole words that say the problem (忘带钥匙, 嗓子疼). */
  words: readonly string[];
  /**
   * A thing and its trouble with up to three characters between them (手机老是没电, 眼睛又干又酸):
   * each thing word, then each trouble word.
   */
  pairs?: readonly [things: readonly string[], troubles: readonly string[]];
  /** Words one of which the question must also hold (上厕所 is the cat's only beside 猫). */
  with?: readonly string[];
  /**
   * Words a finding of the row may not overlap (decision 060): 冬天手一碰冷水 is no cold room, the
   * 冷 of 冷水 being the water's.
   */
  not?: readonly string[];
  /**
   * The finding must end its clause, but for fillers (TRAILING_FILLER): 露营用的 and 露营用的东西推荐
   * are the scene's, 露营用的灯 asks for the lamp (decision 071).
   */
  ends?: true;
  /**
   * A scene, not a trouble (去海边玩, 露营用的): solved only in what already reads as a shopping
   * ask, so 明天去海边玩天气怎么样 stays off-topic (decision 071).
   */
  scene?: true;
  /** Values the listings must show to solve it (没人喂猫 needs the 自动喂食器 of its category). */
  values?: readonly string[];
  /**
   * An effect, not a cause (睡不着): beside a cause said with it (冷得睡不着, 被窝冰凉睡不着) the
   * cause's categories answer; alone, its own (decision 081).
   */
  effect?: true;
}

/** What may follow a finding that must end its clause (露营用的东西 有什么推荐吗). */
export const TRAILING_FILLER =
  /^(?:的|东西|吗|呢|啊|吧|呀|推荐|一下|有什么|有啥|有哪些|买什么|买啥|什么|啥|好|哪些|一些|点|要|准备|需要|可以|帮我|看看|选|挑)*$/;

/** Shorthand for a row: what is said back, the categories, the words (and pairs or context). */
export const problem = (
  said: string,
  categories: readonly string[],
  words: readonly string[],
  more: Pick<ProblemRow, 'pairs' | 'with' | 'not' | 'ends' | 'scene' | 'values' | 'effect'> = {},
): ProblemRow => ({ said, categories, words, ...more });

/**
 * Settings that name a category without asking for it (天天对着电脑 眼睛干: the eyes are the
 * problem, not the computer): beside a problem, their category words name nothing.
 */
export const PROBLEM_SETTINGS: readonly string[] = [
  '对着电脑',
  '盯着电脑',
  '看电脑',
  '用电脑',
  '玩电脑',
  '电脑前',
  '对着屏幕',
  '盯着屏幕',
  '看屏幕',
  '对着手机',
  '盯着手机',
  '看手机',
  '玩手机',
  '刷手机',
  '手机上网课',
  '离路由器',
  '路由器远',
  '洗澡',
  '放冰箱',
  '冰箱里',
];

/** Between a thing and its trouble: at most this many characters (手机 老是 没电). */
export const PAIR_GAP = 3;

/** Characters that end a clause: a thing and a trouble on either side belong to different clauses. */
export const CLAUSE_ENDS = ' ，,。.！!？?；;、~～\t\n';

/**
 * Kinds of thing said after a scene (去雪场滑雪穿的外套, 跑半马穿什么鞋: decision 073), which name no
 * category of their own: they keep the scene's categories of that kind. A new kind is one row.
 */
export const THING_KINDS: ReadonlyArray<readonly [word: string, categories: readonly string[]]> = [
  ['鞋', ['running-shoes', 'sneakers', 'hiking-shoes', 'slippers']],
  ['外套', ['down-jackets', 'hardshell-jackets']],
  ['衣服', ['down-jackets', 'hardshell-jackets', 't-shirts', 'pajamas', 'underwear']],
  [
    '穿的',
    ['down-jackets', 'hardshell-jackets', 't-shirts', 'running-shoes', 'sneakers', 'hiking-shoes', 'socks', 'hats', 'scarves'],
  ],
  ['戴的', ['smartwatches', 'sunglasses', 'hats', 'scarves', 'tws-earbuds', 'wristwatches']],
  ['眼镜', ['sunglasses']],
  ['包', ['backpacks', 'handbags', 'luggage', 'school-bags']],
];
