import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import { CLAUSE_ENDS, PAIR_GAP, PROBLEM_SETTINGS, THING_KINDS, TRAILING_FILLER, type ProblemRow } from './lexicon/problem-words';
import { HOME_PROBLEMS } from './lexicon/problems-home';
import { LIFE_PROBLEMS } from './lexicon/problems-life';
import { NEED_PROBLEMS } from './lexicon/problems-needs';
import { SCENE_PROBLEMS } from './lexicon/problems-scenes';
import { GIFT_INTERESTS } from './lexicon/gift-interests';
import { recipientOf } from './gift';
import { valueCategories, wantedValues } from './spec-terms';
import { measureOf } from './measures';

/**
 * A problem or situation described with no product named (decision 053): 暖气房太干 早上起来嗓子疼
 * is a humidifier ask, 老忘带钥匙 进不了门 a smart-lock one. Read once per turn (read-turn.ts).
 */
export interface Problem {
  /** The problems as said back (屋里太干、嗓子干), in the order the question says them. */
  said: string[];
  /** The categories that solve them, best first, each known to the catalog. */
  categoryIds: string[];
  /** Only scenes were said (去海边玩): solved in a shopping ask only (decision 071). */
  scene: boolean;
  /** Values the listings must show to solve it (自动喂食器). */
  values: string[];
}

export const PROBLEMS: readonly ProblemRow[] = [...HOME_PROBLEMS, ...LIFE_PROBLEMS, ...NEED_PROBLEMS, ...SCENE_PROBLEMS];

/**
 * The needs a present can answer (腰不好, 用眼多: GIFT_INTERESTS rows marked `need`), read as
 * problems of someone the question names when no row above says it (decision 071): 孩子学习用眼多
 * with no gift word is a problem of the child's, not a present for them.
 */
const SOMEONES_NEEDS: readonly ProblemRow[] = GIFT_INTERESTS.filter((r) => r.need).map((r) => ({
  said: r.words[0]!,
  categories: r.categories,
  words: r.words,
}));

interface Span {
  at: number;
  end: number;
}
interface Found extends Span {
  row: ProblemRow;
}

const occurrences = (text: string, word: string): number[] => {
  const at: number[] = [];
  if (!word) return at;
  for (let i = text.indexOf(word); i >= 0; i = text.indexOf(word, i + 1)) at.push(i);
  return at;
};

/** 手机老是没电: a thing, at most PAIR_GAP characters of the same clause, then its trouble. */
function pairsIn(text: string, [things, troubles]: NonNullable<ProblemRow['pairs']>): Span[] {
  const spans: Span[] = [];
  for (const thing of things)
    for (const at of occurrences(text, thing)) {
      const from = at + thing.length;
      for (const trouble of troubles)
        for (let gap = 0; gap <= PAIR_GAP; gap++) {
          if (gap > 0 && CLAUSE_ENDS.includes(text[from + gap - 1] ?? ' ')) break;
          if (text.startsWith(trouble, from + gap)) spans.push({ at, end: from + gap + trouble.length });
        }
    }
  return spans;
}

/** Does nothing but filler follow `end` to the end of its clause (露营用的东西吗, not 露营用的灯)? */
function endsClause(text: string, end: number): boolean {
  let stop = end;
  while (stop < text.length && !CLAUSE_ENDS.includes(text[stop]!)) stop++;
  return TRAILING_FILLER.test(text.slice(end, stop));
}

/** Every place a row says its problem, with the context it needs. */
function found(text: string, rows: readonly ProblemRow[] = PROBLEMS): Found[] {
  const out: Found[] = [];
  for (const row of rows) {
    if (row.with && !row.with.some((w) => text.includes(w))) continue;
    const spans = [
      ...row.words.flatMap((w) => occurrences(text, w).map((at) => ({ at, end: at + w.length }))),
      ...(row.pairs ? pairsIn(text, row.pairs) : []),
    ];
    const not = (row.not ?? []).flatMap((w) => occurrences(text, w).map((at) => ({ at, end: at + w.length })));
    const clear = spans.filter((s) => !not.some((n) => n.at < s.end && n.end > s.at) && (!row.ends || endsClause(text, s.end)));
    out.push(...clear.map((s) => ({ ...s, row })));
  }
  // A problem inside a longer one (没电 in 开车手机没电) is the longer one's.
  return out.filter((f) => !out.some((g) => g !== f && g.at <= f.at && g.end >= f.end && g.end - g.at > f.end - f.at));
}

/** Is a category word at [at, end) inside the problem or its setting (扫地的 in 不想扫地的, its 的 aside)? */
const within = (at: number, end: number, spans: readonly Span[]) => spans.some((s) => s.at <= at && s.end >= end);

/**
 * The problem a question describes, or null. A category word said outside the problem and its
 * setting (孩子写作业用的平板, 冬天冷 想买件羽绒服, 打豆浆 静音破壁机) names what is wanted: the
 * question is read as it always was then.
 */
export function problemOf(
  text: string,
  vocabulary: Vocabulary,
  categoryTerms: readonly string[],
  values: readonly string[] = [],
): Problem | null {
  const lower = text.toLowerCase();
  const own = found(lower);
  const hits = (own.length || !recipientOf(text) ? own : found(lower, SOMEONES_NEEDS)).sort((a, b) => a.at - b.at);
  if (!hits.length) return null;
  const all = [...new Set(hits.map((h) => h.row))];
  const said = all.some((r) => !r.effect) ? all.filter((r) => !r.effect) : all;
  // 拍vlog要收音清楚: a trouble that picks among a scene's categories is the ask (decision 073).
  const troubles = said.filter((r) => !r.scene);
  const scenes = said.filter((r) => r.scene).flatMap((r) => r.categories);
  const picks = troubles.length && scenes.length && troubles.every((r) => r.categories.every((id) => scenes.includes(id)));
  const rows = picks ? troubles : said;
  const categoryIds = [...new Set(rows.flatMap((r) => r.categories))].filter((id) => vocabulary.byId.has(id));
  if (!categoryIds.length) return null;
  const settings = PROBLEM_SETTINGS.flatMap((w) => occurrences(lower, w).map((at) => ({ at, end: at + w.length })));
  const covered = [...hits, ...settings];
  const named = categoryTerms.map((t) => t.toLowerCase());
  const bare = (term: string) => term.replace(/的$/, '');
  // 车上用的吸尘器 names 车上吸尘器, a term the text does not spell as one: it is named all the same.
  const outside = (term: string) => {
    const at = occurrences(lower, term);
    return !at.length || at.some((a) => !within(a, a + bare(term).length, covered));
  };
  if (named.some(outside)) return null;
  return {
    said: [...new Set(rows.map((r) => r.said))],
    categoryIds: narrowed(categoryIds, lower, covered, values, vocabulary),
    scene: rows.every((r) => r.scene),
    values: rows.flatMap((r) => r.values ?? []),
  };
}

/** The text with the spans blanked (same length). */
const blanked = (text: string, spans: readonly Span[]): string =>
  spans.reduce((t, s) => t.slice(0, s.at) + ' '.repeat(s.end - s.at) + t.slice(s.end), text);

/**
 * The problem's categories a kind of thing said outside it (滑雪穿的外套, 跑半马穿什么鞋) or a value
 * stated (出差老坐飞机 想买个降噪的: 降噪) keeps, each when it keeps any (decision 073).
 */
function narrowed(
  ids: string[],
  text: string,
  covered: readonly Span[],
  values: readonly string[],
  vocabulary: Vocabulary,
): string[] {
  const keeps = [
    ...THING_KINDS.filter(([word]) => occurrences(text, word).some((at) => !within(at, at + word.length, covered))).map(
      ([, kinds]) => new Set(kinds),
    ),
    // Only values said outside the problem (长途 of 长途飞机 is the problem's own word).
    ...(values.length ? wantedValues(blanked(text, covered), vocabulary) : []).map((v) => valueCategories(v, vocabulary)),
  ];
  return keeps.reduce((kept, keep) => {
    const left = kept.filter((id) => keep.has(id));
    return left.length ? left : kept;
  }, ids);
}

/** 屋里太干、嗓子干，看看加湿器。: what the answer says it understood. */
export const problemLead = (problem: Problem, names: readonly string[]): string =>
  `${problem.said.slice(0, 2).join('、')}，看看${names.slice(0, 3).join('、')}。`;

/**
 * The values a problem's question states that all its categories' listings can show (decision
 * 071): 长途自驾 says 长途, the luggage's 28英寸, which no car cushion states; 露营用的 says 露营,
 * the speakers' IP67, which would leave the tents out.
 */
export const valuesForProblem = (values: readonly string[], problem: Problem, vocabulary: Vocabulary): string[] => [
  ...new Set([
    ...values.filter((v) => measureOf(v) || problem.categoryIds.every((id) => valueCategories(v, vocabulary).has(id))),
    ...problem.values,
  ]),
];
