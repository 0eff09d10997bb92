import type { AssistantEvent } from '#server/ports/assistant-engine';
import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { closing, streamed, thinking, type FlowContext } from '../events';
import { promptButton } from '../render/follow-ups';
import type { Turn } from '../language/read-turn';
import { BROAD_GOODS, VAGUE_AREAS, type VagueAsk } from '../language/phrases/vague-asks';
import { AREA_CHIPS } from '../language/lexicon/vague-words';

/**
 * Asks too vague to answer well (推荐个礼物, 买个电脑): one short question with answer chips
 * (button_type 0) instead of a silent guess. Each rule names the slot it asks about; the same
 * question is never followed by another: a vague answer gets the common choice (for a place, its
 * usual categories).
 */
export interface ClarifyRule {
  slot: string;
  /** Whether the turn's vague asks (language/phrases/vague-asks.ts) call for this question. */
  applies: (turn: AskedTurn) => boolean;
  question: string;
  /** The question when the ask came with a budget (预算五百 送人): only the open slot is asked. */
  questionWithBudget: (budget: string) => string;
  plan: string;
  chips: string[];
}

/** What the rules read of a turn: its vague asks and whether it names a category or brand of the catalog. */
export type AskedTurn = Pick<Turn, 'vague' | 'namesCatalog'>;

const asks = (turn: AskedTurn, slot: VagueAsk['slot']) => turn.vague.some((v) => v.slot === slot);

/** How the question names what a vague area covers: a place's things, or a group said as itself (电器). */
const areaThings = (area: string): string => {
  const group = BROAD_GOODS.find((g) => g.area === area);
  return group ? `${group.said}种类` : `${area}用的东西`;
};

/**
 * The places and groups a vague ask can name, each asked with its chips: a place before a group
 * (宿舍用的小电器 is 宿舍), a group before the whole home (给家里添点小家电 is 电器).
 */
const AREAS = [
  ...VAGUE_AREAS.filter((a) => !a.whole).map((a) => a.area),
  ...BROAD_GOODS.map((g) => g.area),
  ...VAGUE_AREAS.filter((a) => a.whole).map((a) => a.area),
];

export const CLARIFY_RULES: ClarifyRule[] = [
  {
    slot: 'gift_recipient',
    // 推荐个礼物 / 预算五百 送人: no one named, no occasion, nothing of the catalog (茶叶 送人的 is tea).
    applies: (t) => !t.namesCatalog && asks(t, 'gift_recipient'),
    question: '想送给谁？预算大概多少？告诉我这两点，我挑得更准。',
    questionWithBudget: (b) => `想送给谁？告诉我对方是谁、什么场合，我按${b}帮你挑。`,
    plan: '用户只说要礼物，没说送谁、什么场合、预算多少，直接推荐容易不合适。先问一个问题，给出常见选项。',
    chips: ['送女朋友的生日礼物，500元左右', '送父母的礼物，1000元以内', '送同事的小礼物，200元以内', '送孩子的礼物，300元以内'],
  },
  {
    slot: 'computer_kind',
    // 买个电脑 / 推荐台电脑: 电脑 alone covers laptops, gaming laptops and desktops (电脑椅 is a chair).
    applies: (t) => asks(t, 'computer_kind'),
    question: '想要哪种电脑？主要做什么用、预算多少？',
    questionWithBudget: (b) => `想要哪种电脑？主要做什么用？我按${b}帮你挑。`,
    plan: '「电脑」包括轻薄本、游戏本和台式机，用户没说用途和预算。先问一个问题，给出常见选项。',
    chips: [
      '学生用的轻薄本，5000元左右',
      '办公用的笔记本电脑，4000元以内',
      '打游戏的游戏本，8000元以内',
      '家用台式电脑，5000元以内',
    ],
  },
  ...AREAS.map((area): ClarifyRule => ({
    slot: `area_${area}`,
    // 想买点厨房用的 / 家里用的东西推荐 / 给家里添点东西 / 家里想添个电器: a place or a group, no category, no brand.
    applies: (t) => !t.namesCatalog && t.vague.some((v) => v.slot === 'area' && v.area === area),
    question: `${areaThings(area)}不少，你想买哪一类？预算大概多少？`,
    questionWithBudget: (b) => `${areaThings(area)}不少，你想买哪一类？我按${b}帮你挑。`,
    plan: `用户只说想买${areaThings(area)}，没说具体品类，直接推荐容易不对路。先问一个问题，给出常见的几类。`,
    chips: [...(AREA_CHIPS[area] ?? [])],
  })),
  {
    slot: 'anything',
    // 有什么好东西推荐 / 不知道买什么: nothing to go on at all.
    applies: (t) => !t.namesCatalog && asks(t, 'anything'),
    question: '想买哪一类东西？告诉我品类和预算，我来帮你挑。',
    questionWithBudget: (b) => `想买哪一类东西？告诉我品类，我按${b}帮你挑。`,
    plan: '用户没说想买什么，先问品类和预算，给出常见选项。',
    chips: ['2000元以内的降噪耳机', '适合送父母的按摩仪', '学生党用的笔记本电脑', '500元以内的空气炸锅'],
  },
];

/**
 * The rule a turn needs asked, unless its slot was asked just before; with `slot`, that slot's
 * rule whatever the turn's words (a question with nothing of the catalog in it).
 */
export function clarifyRuleFor(turn: AskedTurn, previousAsked: string | null, slot?: string): ClarifyRule | null {
  // An answer to a question is never met with another one: it gets the common choice.
  if (previousAsked) return null;
  return CLARIFY_RULES.find((r) => (slot ? r.slot === slot : r.applies(turn))) ?? null;
}

/**
 * The categories a vague place stands for (厨房用的 → rice cookers, air fryers…), from its chips,
 * for an answer to a clarifying question: the place the answer names, else the one asked about
 * (想买点厨房用的 → 做饭省事点的 一千以内), decision 041.
 */
export function areaCategories(turn: AskedTurn, vocabulary: Vocabulary, previousAsked?: string | null): CategoryInfo[] {
  // 厨房用的小家电: the place is the narrower answer, the group the wider (the order of AREAS).
  const areas = turn.vague.flatMap((v) => (v.slot === 'area' ? [v.area] : []));
  const said = AREAS.find((a) => areas.includes(a));
  const area = said ?? (previousAsked?.startsWith('area_') ? previousAsked.slice(5) : null);
  if (!area) return [];
  return (AREA_CHIPS[area] ?? []).flatMap((chip) => vocabulary.matchCategories(chip).categories.slice(0, 1));
}

export async function* askToClarify(x: FlowContext, rule: ClarifyRule): AsyncGenerator<AssistantEvent> {
  yield* thinking(x, rule.plan);
  const budget = x.turn.budget;
  const chips = budget ? rule.chips.map((c) => `${c.split('，')[0]!}，${budget.label}`) : rule.chips;
  yield* streamed('answer', budget ? rule.questionWithBudget(budget.label) : rule.question);
  x.state.asked = rule.slot;
  x.state.askedBudget = budget;
  yield* closing({ button_type: 0, buttons: chips.map(promptButton) }, chips);
}
