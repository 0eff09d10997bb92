import type { CatalogProduct } from '#server/modules/catalog/service';
import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import type { ConversationState } from '#server/ports/conversation-state';
import { readFollowUp, type FollowUpReading } from '../dialogue';
import { findReference, type Reference } from '../dialogue/references';
import { actOf, ON_ITS_OWN, type DialogueAct } from './dialogue-acts';
import { dropsBudget, type Budget } from './budget';
import { parseBudgetBesideNames } from './budget-beside-names';
import { dropsBrands, findExclusions } from './exclusions';
import { asksInvoiceToBuy, detectIntent, type Intent } from './intent';
import { recipientOf, saysLikingOrNeed } from './gift';
import { asksReplicaMeaning, asksReplicaOfNeed, findRisk, type RiskKind } from './risk-rules';
import { wantedValues, withoutSpecWords } from './spec-terms';
import { namesProductLine } from './product-lines';
import { kitOf } from './life-kits';
import { selfCorrected } from './self-correct';
import { guardNames } from './name-guard';
import { narrowByValues, withoutUses } from './usage';
import { problemOf, type Problem } from './problems';
import { BUYING_FOR } from './lexicon/usage-words';
import { readPhrases, type Phrases } from './phrases';
import {
  asksFuture,
  asksPriceOnly,
  backToNamed,
  countOf,
  picksOf,
  flightSortOf,
  pointsAtEarlierList,
  pointsAtFirstList,
  recallsList,
  targetPriceOf,
  type FlightSort,
} from './turn-words';

/**
 * What the lexicon and the grammars find in one question, before the conversation is looked at
 * (decision 022): categories, brands and malls wanted or ruled out, the price interval, the
 * values stated, relaxations and the risk kind.
 */
export interface Words extends Phrases {
  text: string;
  /** The text with the joiners inside names marked (伯希和, 调和油), for grammars that split on 和. */
  guarded: string;
  /** Categories, brands and malls named as wanted (excluded names are not here). */
  categories: CategoryInfo[];
  brands: string[];
  malls: string[];
  /** Brands and malls ruled out (不要X, X就算了, A和B都不考虑). */
  excludeBrands: string[];
  excludeMalls: string[];
  /** The text without the names ruled out and their words (雅诗兰黛 兰蔻 这几个都别推 → ''): decision 056. */
  unexcluded: string;
  /** Category ids ruled out (香水她不喜欢, 不要香水): decision 041. */
  excludeCategories: string[];
  budget: Budget | null;
  /** Values stated (512gb, 75英寸, 一级能效), normalised. */
  values: string[];
  /** 预算不限 / 牌子随便: relaxations of the earlier need. */
  dropsBudget: boolean;
  dropsBrands: boolean;
  risk: RiskKind | null;
  /** The question names something of the catalog (a category or a brand, wanted or not). */
  namesCatalog: boolean;
  /** 最早的一班 / 最便宜的: how flights are ordered, when the question says. */
  flightSort: FlightSort | null;
  /** 比较三款X: how many to pick and compare. */
  count: number | null;
  /** 推荐三款X / 直接告诉我买哪个: how many cards to show (1-4), when said. */
  picks: number | null;
  /** 会降价吗, 什么时候买: about the price to come. */
  asksFuture: boolean;
  /** 降到1500提醒我, 目标价1500: the price the wish list watches for. */
  targetPrice: number | null;
  /** 买台笔记本能开专票吗: an invoice asked for with a purchase to come (decision 042). */
  asksInvoice: boolean;
  /** A货是啥意思 我只买正品迪奥口红: a replica word asked about, explained beside the genuine ones (decision 060). */
  asksReplicaMeaning: boolean;
  /**
   * 暖气房太干 嗓子疼: a problem described, no product named (decision 053). On a Turn, set only
   * when its categories became the turn's (a shopping ask, not a present or a risk).
   */
  problem: Problem | null;
}

/** Which shown list a reference points into: the latest, or the one before it (刚才耳机的第一款). */
export type ListChoice = 'latest' | 'earlier' | 'first';

/**
 * One turn, read once (decision 032): the words, the intent the rules give them, the dialogue act
 * against the conversation, and what the act resolved (products pointed at, the refined need, a
 * flight follow-up rewritten as a whole question). Flows read this, never the question again.
 */
export interface Turn extends Words {
  intent: Intent;
  act: DialogueAct;
  /** How the question points at shown products (第二款, 前两款, 它), and into which list. */
  reference: { ref: Reference; list: ListChoice } | null;
  /** 再看看之前那几个X / 回到刚才的X: going back to a list shown before. */
  recall: boolean;
  /** What the follow-up reading resolved; null for a question on its own. */
  reading: FollowUpReading | null;
}

/** The conversation a turn is read against: the stored state and the products of its lists. */
export interface TurnContext {
  vocabulary: Vocabulary;
  state: ConversationState;
  /** Products of `state.shown`, `state.earlier.shown` (or the compared ones) and the focus, in order. */
  lists: { latest: CatalogProduct[]; earlier: CatalogProduct[]; focus: CatalogProduct | null; first?: CatalogProduct[] };
  hasImage: boolean;
  hasVoice: boolean;
  hasProduct: boolean;
  /** The slot the previous answer asked about (clarify-rules.ts) and the budget its question came with. */
  asked?: { slot: string | null; budget: Budget | null };
  now: number;
}

/** Reads the question against the lexicon and the grammars, without the conversation. */
export function readWords(text: string, vocabulary: Vocabulary): Words {
  // 来个索尼的 啊算了还是bose吧: a choice taken back is read as the later one (decision 056).
  const q = selfCorrected(text.trim(), vocabulary);
  const excluded = findExclusions(q, vocabulary);
  const named = vocabulary.matchCategories(withoutSpecWords(excluded.rest, vocabulary));
  // 保温杯 泡茶用: a category word said as a use names no category beside another (decision 036).
  const used = withoutUses(excluded.rest, named, vocabulary);
  const values = wantedValues(q, vocabulary);
  // 辣的零食: of the categories 零食 names, those whose listings state the value (decision 036).
  const categories = narrowByValues(used, values, vocabulary, q);
  const brands = vocabulary.matchBrands(excluded.rest).brands;
  const malls = vocabulary.matchMalls(excluded.rest).malls;
  const budget = parseBudgetBesideNames(q, vocabulary)?.budget ?? null;
  const guarded = guardNames(q, named.terms, vocabulary.matchBrands(q).terms);
  return {
    ...readPhrases(q, budget !== null, vocabulary.matchMalls(q).terms, named.terms, guarded),
    text: q,
    guarded,
    categories,
    brands,
    malls,
    excludeBrands: excluded.brands,
    excludeMalls: excluded.malls,
    excludeCategories: excluded.categories,
    unexcluded: excluded.rest,
    budget,
    values,
    dropsBudget: dropsBudget(q),
    dropsBrands: dropsBrands(q),
    risk: findRisk(q),
    namesCatalog: categories.length > 0 || brands.length > 0 || excluded.brands.length > 0,
    flightSort: flightSortOf(q),
    count: countOf(q),
    picks: picksOf(q),
    asksFuture: asksFuture(q),
    targetPrice: targetPriceOf(q),
    asksInvoice: asksInvoiceToBuy(q),
    asksReplicaMeaning: asksReplicaMeaning(q),
    problem: problemOf(q, vocabulary, vocabulary.matchCategories(q).terms, values),
  };
}

/**
 * The answer to a clarifying question completes the ask (decision 039): it keeps the budget the
 * ask came with (预算五百 送人 → 女朋友 is a present for her within 500) unless it says its own.
 */
function answeringAsk(words: Words, asked: TurnContext['asked']): Words {
  return asked?.slot && asked.budget && !words.budget ? { ...words, budget: asked.budget } : words;
}

/**
 * 推荐个礼物 → 送我妈 / 女朋友, or 想买哪一类 → 给我妈 她腰不太好: naming a recipient, and nothing of
 * the catalog, answers the gift ask or the open one with what suits them. Asked on its own, a
 * recipient with what they like or need (给我妈 她腰不太好 一千以内) is the same ask (decision 041).
 */
const answersGiftAsk = (words: Words, ctx: TurnContext): boolean =>
  (ctx.asked?.slot === 'gift_recipient' || ctx.asked?.slot === 'anything' || saysLikingOrNeed(words.text)) &&
  !words.namesCatalog &&
  !words.risk &&
  recipientOf(words.text) !== null &&
  // 新生儿要准备什么: a life event's checklist asked, with no word of a present (decision 070).
  !(!ctx.asked?.slot && kitOf(words.text, ctx.vocabulary) && !/礼物|礼品|送/.test(words.text)) &&
  // 孩子写作业 屋里灯太暗: someone in a problem described, not someone bought for (decision 053).
  !(words.problem && !ctx.asked?.slot && !boughtFor(words.text));

/** 给我妈, 送爸爸, 帮孩子: the recipient is named as the one a thing is bought for. */
function boughtFor(text: string): boolean {
  const said = recipientOf(text)?.said;
  const at = said ? text.indexOf(said) : -1;
  return (
    at > 0 &&
    [...BUYING_FOR, '送'].some((w) =>
      text
        .slice(0, at)
        .replace(/[我咱俺家的]+$/, '')
        .endsWith(w),
    )
  );
}

/** 她喜欢化妆 after presents for 女朋友: what they like re-picks presents for the same person. */
const repicksPresents = (words: Words, state: ConversationState): boolean =>
  Boolean(state.need?.recipient) && !words.namesCatalog && !words.risk && saysLikingOrNeed(words.text);

/** The earlier list when the question names its category and not the latest one's, or says 上一批. */
function listOf(words: Words, state: ConversationState): ListChoice {
  const earlier = state.earlier;
  if (!earlier?.shown.length) return 'latest';
  // 最开始那个列表的第二个: the chat's first list, when it is neither of the last two (decision 074).
  const first = state.first?.shown;
  if (pointsAtFirstList(words.text) && first?.length && ![state.shown, earlier.shown].some((l) => l.join() === first.join()))
    return 'first';
  if (pointsAtEarlierList(words.text) || pointsAtFirstList(words.text)) return 'earlier';
  const named = words.categories.map((c) => c.id);
  const inEarlier = named.some((id) => earlier.need?.categoryIds.includes(id));
  const inLatest = named.some((id) => state.need?.categoryIds.includes(id));
  return inEarlier && !inLatest ? 'earlier' : 'latest';
}

/** The question names categories of the list before the latest, and none of the latest need. */
function namesEarlierOnly(words: Words, state: ConversationState): boolean {
  const earlier = state.earlier?.need?.categoryIds ?? [];
  const latest = state.need?.categoryIds ?? [];
  const named = words.categories.map((c) => c.id);
  return named.length > 0 && named.every((id) => earlier.includes(id) && !latest.includes(id));
}

/**
 * Whether the words name a category of their own: a life event's words that hold a category word
 * (新生儿 in 新生儿奶粉, 露营 in 露营装备) name none when the event is asked about (decision 070).
 */
function namesOwnCategory(words: Words, ctx: TurnContext): boolean {
  if (!words.categories.length) return false;
  const kit = kitOf(words.text, ctx.vocabulary);
  if (!kit) return true;
  const rest = kit.words.reduce((t, w) => t.split(w).join(' '), words.text.toLowerCase());
  return ctx.vocabulary.matchCategories(rest).categories.length > 0;
}

/** The intent the rules give the words (a recipient answering a gift ask is a gift ask). */
function intentOf(words: Words, ctx: TurnContext, namesCategory = namesOwnCategory(words, ctx)): Intent {
  if (answersGiftAsk(words, ctx) || repicksPresents(words, ctx.state)) return 'gift';
  return detectIntent({
    question: words.guarded,
    hasImage: ctx.hasImage,
    hasVoice: ctx.hasVoice,
    hasProduct: ctx.hasProduct,
    namesCategory,
    namesBrand: words.brands.length > 0 || words.excludeBrands.length > 0 || namesProductLine(words.text),
    namesValue: words.values.length > 0,
  });
}

/**
 * 暖气房太干 嗓子疼 (decision 053): a problem described in a shopping ask, or in what reads as
 * small talk or off-topic only because no product is named (strong off-topic words still rule),
 * asks for the categories that solve it. Presents, risks, after-sales and the rest keep theirs.
 */
function solving(words: Words, intent: Intent, ctx: TurnContext): { words: Words; intent: Intent } | null {
  const problem = words.problem;
  // A scene alone (去海边玩) is solved in a shopping ask only: 明天去海边玩天气怎么样 stays off-topic (decision 071).
  if (!problem || words.risk || (intent !== 'shopping' && (intent !== 'unsupported' || problem.scene))) return null;
  // Out of scope only for naming no product (孩子写作业 灯太暗, 洗碗好累): read again with the problem's categories.
  const again = intentOf(words, ctx, true);
  if (again !== 'shopping') return null;
  const categories = problem.categoryIds.flatMap((id) => ctx.vocabulary.byId.get(id) ?? []);
  return { words: { ...words, categories, namesCatalog: true }, intent: again };
}

/**
 * Reads one turn: the words once, the intent rules once, then the conversation (references,
 * refinements, flight follow-ups, going back to a list) through the follow-up kinds.
 */
export function readTurn(text: string, ctx: TurnContext): Turn {
  const read = answeringAsk(readWords(text, ctx.vocabulary), ctx.asked);
  // 有没有莆田的 after nike shoes: a replica of the brand the conversation is about (decision 046).
  const replica = !read.risk && asksReplicaOfNeed(read.text, ctx.state.need?.brands ?? []);
  const asked: Intent = replica ? 'risk' : intentOf(read, ctx);
  const solved = solving(read, asked, ctx);
  const words: Words = replica ? { ...read, risk: 'counterfeit', problem: null } : (solved?.words ?? { ...read, problem: null });
  // 多少钱 / 价格呢 after a list: the prices of what was shown, not a new search (decision 063).
  const shownPrices = asked === 'shopping' && !read.namesCatalog && ctx.lists.latest.length > 1 && asksPriceOnly(read.text);
  const intent = shownPrices ? 'price' : (solved?.intent ?? asked);
  // 雅诗兰黛 兰蔻 这几个都别推: 这几个 are the brands ruled out, not products shown (decision 056).
  const ref = findReference(words.excludeBrands.length ? words.unexcluded : words.text);
  const partial = {
    ...words,
    intent,
    reference: ref ? { ref, list: listOf(words, ctx.state) } : null,
    recall: recallsList(words.text) || (backToNamed(words.text) && namesEarlierOnly(words, ctx.state)),
  };
  const reading =
    ON_ITS_OWN.has(intent) || (intent === 'gift' && repicksPresents(words, ctx.state))
      ? null
      : readFollowUp({
          turn: partial,
          state: ctx.state,
          vocabulary: ctx.vocabulary,
          lists: ctx.lists,
          hasProduct: ctx.hasProduct,
          now: ctx.now,
        });
  return { ...partial, reading, act: actOf(intent, reading) };
}
