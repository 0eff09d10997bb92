import { priceRangeLabel } from '@app/protocol/price-range';
import { byOwnName } from './own-name';
import type { ProductSort } from '#server/modules/catalog/repository';
import { cutWords } from '#server/shared/segmenter';
import type { CategoryInfo, Vocabulary } from '#server/modules/catalog/vocabulary';
import { assumedBudget, normaliseAudience, variantsFor } from './audience';
import { dropsBudget, type Budget } from './budget';
import { parseBudgetBesideNames } from './budget-beside-names';
import { STOPWORDS } from './stopwords';
import { isFunctionWord } from './function-words';
import type { Need } from '#server/ports/conversation-state';
import { attributeWords, findAttributes, sizesBeforeNames } from './attributes';
import { isValueWord } from './stated-values';
import { categoriesOfValues, isSpecKeyOf, valueSpans, wantedValues, withoutSpecWords } from './spec-terms';
import { isFlavourWord, narrowByValues, withoutUses } from './usage';
import { BRAND_FLAGSHIPS } from './lexicon/brand-flagships';
import { ACCESSORIES } from './lexicon/accessory-devices';
import { deviceOnlyBrands, onlyAccessories } from './device-fit';
import { findExclusions } from './exclusions';
import { findNegatedValues } from './negated-values';
import { findRuledOutModels } from './ruled-out-models';
import { askedCategories, tellsAStory, withoutContextClauses } from './context-clauses';
import { withoutAvoidedReplicas } from './risk-rules';
import { kindValues } from './kind-words';
import { BUY_TIMES, SALE_DAYS } from './lexicon/sale-days';
import { PRICE_LEVEL_WORDS } from './lexicon/buyer-budgets';
import { SORT_WORDS } from './lexicon/sort-words';
import { linesIn } from './product-lines';
import { selfCorrected } from './self-correct';
import { linesNamed } from './brand-lines';
import { modelTokens, namedModels, withoutStatedValues } from './model-names';
import { normaliseValue } from './stated-values';
import { BRAND_GROUP_WORDS } from '#server/modules/catalog/lexicon/brand-origins';
import { pickedByWord, sameBrandAsBefore, sameBudgetAsBefore } from './said-beside';
import { sharesName } from './category-kin';
import { withinFamily } from './category-family';

/** What a shopping question asks for, read from its words. */
export interface ShoppingConstraints {
  categories: CategoryInfo[];
  brands: string[];
  /** Brands the user ruled out (不要美的, 除了苹果). */
  excludeBrands: string[];
  malls: string[];
  /** Malls the user ruled out (不要拼多多的, 别在淘宝买, 除了京东都行): no listing of theirs is shown (decision 078). */
  excludeMalls?: string[];
  budget: Budget | null;
  sort: ProductSort;
  /** Remaining meaningful words (通勤, 送父母, 长续航) for full-text search. */
  keywords: string[];
  /** Wanted qualities by label (轻, 续航长), ranked by spec fields (attributes.ts). */
  attributes: string[];
  /** Values the question states (512gb, 一级能效, 75英寸), normalised; products must show them (stated-values.ts). */
  values?: string[];
  /** What the question rules out (不要有线的, 滚筒的就算了): no product shown shows it (negated-values.ts). */
  excludeValues?: string[];
  /** Products already shown that a 换一批 leaves out. */
  excludeIds?: string[];
  /** Models (search's modelKey) shown before that 换一批 / 还有别的吗 leaves out (decision 065). */
  excludeModels?: string[];
  /** Category (and budget) carried over from an earlier question of the conversation. */
  inherited: boolean;
  /** Variants the buyer implies (给女朋友 → 女款): listings showing them are preferred (audience.ts). */
  variants?: string[];
  /** Set when the budget is the usual one for the buyer (学生党 → 6000元以内), not the user's: the sentence saying so. */
  assumedBudget?: string;
  /** 给我5个, 列六款: how many to pick when more than the usual four are asked for (decision 046). */
  picks?: number;
  /** The catalog models the question names (iPhone 16 Pro Max, 戴森V12): their listings answer (decision 049). */
  models?: string[];
}

/** Ordering words (lexicon/sort-words.ts); the first matching rule wins. */
const SORT_RULES: Array<{ pattern: RegExp; sort: ProductSort }> = SORT_WORDS.map((row) => ({
  sort: row.sort,
  pattern: new RegExp([...row.words].sort((a, b) => b.length - a.length).join('|')),
}));

/** How people open a shopping ask (想买个, 帮我挑一个, 求推荐): words, not what is wanted. */
const ASKING =
  /想买个?|想要个?|打算买个?|准备买个?|要买个?|买个|买点|买一个|买一台|买台|买部|买双|买件|来个|来一个|来一款|求推荐|求一款|帮我(?:找|挑|选|推荐)(?:一)?(?:个|款|下)?|给我(?:找|挑|推荐)(?:一)?(?:个|款|下)?|有什么好的|有没有好的|有啥好的|有没有|哪些好用|好用的|推荐一?下|推荐几款|推荐一款|推荐个|推荐/g;

/** Questions that lean on the previous turn (更便宜的呢, 换一批) keep its category. */
const FOLLOW_UP = /更|换一批|换几款|还有|其他|别的|这几款|这些|它们|那款|那个|呢[?？]?$/;

const without = (text: string, terms: string[]) => terms.reduce((t, term) => t.split(term).join(' '), text);

/** Every occurrence of every term blanked in the text as it is, overlapping ones included. */
export function masked(text: string, terms: readonly string[]): string {
  const hit = new Array<boolean>(text.length).fill(false);
  for (const term of terms) {
    if (!term) continue;
    for (let at = text.indexOf(term); at >= 0; at = text.indexOf(term, at + 1)) hit.fill(true, at, at + term.length);
  }
  return text.replace(/./gsu, (ch: string, at: number) => (hit[at] ? ' ' : ch));
}

export function keywordsOf(text: string): string[] {
  const words = cutWords(text).filter((w) => {
    const lower = w.toLowerCase();
    if (STOPWORDS.has(lower) || isFunctionWord(lower) || /^[\p{P}\p{S}\s]+$/u.test(w)) return false;
    return w.length > 1 || /[a-z0-9]/i.test(w);
  });
  return [...new Set(words)];
}

export type OneQuestion = Omit<ShoppingConstraints, 'inherited' | 'excludeBrands' | 'attributes' | 'excludeIds'>;

/** Does the brand sell in any of these categories (true when the vocabulary does not know)? */
const sellsAny = (vocabulary: Vocabulary, brand: string, categories: CategoryInfo[]): boolean => {
  const sold = vocabulary.brandCategories.get(brand);
  return !sold || categories.some((c) => sold.includes(c.id));
};

/**
 * 国产手机, 日系的电饭煲, 澳洲保健品: the group's brands (lexicon BRAND_GROUP_WORDS: origins and
 * hand-written groups) that sell the category asked about. A word the category's listings state
 * as a value (澳洲 wine is 产地 澳大利亚, 国产 milk, 进口奶粉) is that value, not a group.
 */
export function groupBrands(question: string, categoryIds: readonly string[], vocabulary: Vocabulary): string[] {
  if (!categoryIds.length || !vocabulary.brandCategories.size) return [];
  const spans = valueSpans(question, vocabulary, categoryIds);
  let text = question.toLowerCase();
  const words: string[] = [];
  for (const [word] of BRAND_GROUP_WORDS)
    if (text.includes(word) && !spans.some((s) => s.includes(word) || word.includes(s))) {
      words.push(word);
      text = text.split(word).join(' ');
    }
  const brands = BRAND_GROUP_WORDS.filter(([word]) => words.includes(word)).flatMap(([, ...b]) => b);
  return [...new Set(brands)].filter((b) => vocabulary.brandCategories.get(b)?.some((id) => categoryIds.includes(id)));
}

/** Does the word hold one that names a group of brands (日系, 国产的)? It is no keyword then. */
export const isGroupWord = (word: string): boolean => BRAND_GROUP_WORDS.some(([w]) => word.includes(w));

const withoutDevices = (categories: CategoryInfo[]): CategoryInfo[] => {
  const devices = new Set(categories.flatMap((c) => ACCESSORIES[c.id] ?? []));
  return devices.size ? categories.filter((c) => !devices.has(c.id)) : categories;
};

/**
 * 给老人用的手机 屏幕大 (decision 063): a category word that is a spec key of another category said
 * (屏幕 of phones) is the subject of a quality, not a category (monitors) of its own.
 */
function withoutSpecKeyCategories(categories: CategoryInfo[], terms: string[], vocabulary: Vocabulary): CategoryInfo[] {
  if (categories.length < 2) return categories;
  const dropped = new Set<string>();
  for (const term of terms) {
    const named = vocabulary.matchCategories(term).categories.map((c) => c.id);
    const others = categories.filter((c) => !named.includes(c.id)).map((c) => c.id);
    if (others.length && isSpecKeyOf(term, others, vocabulary)) named.forEach((id) => dropped.add(id));
  }
  const kept = categories.filter((c) => !dropped.has(c.id));
  return kept.length ? kept : categories;
}

/** Reads one question without looking at the conversation. */
export function parseOne(question: string, vocabulary: Vocabulary): OneQuestion {
  let rest = without(withoutAvoidedReplicas(normaliseAudience(question)).toLowerCase().replace(ASKING, ' '), [
    ...SALE_DAYS,
    ...BUY_TIMES,
    // 别太贵: a price level, whatever the segmenter would cut of it (太贵).
    ...PRICE_LEVEL_WORDS,
  ]);
  // 苹果多少钱一斤: the fruit, searched as what it is, never as the brand's listings.
  for (const [word, thing] of vocabulary.thingsIn(rest)) rest = rest.split(word).join(` ${thing} `);
  const found = parseBudgetBesideNames(question, vocabulary);
  const priced = rest;
  if (found) rest = without(rest, [found.span.toLowerCase()]);
  const spans = valueSpans(rest, vocabulary);
  const sortRule = SORT_RULES.find((r) => r.pattern.test(question));
  // A word that is both a brand and a category is read as the one that fits (坚果投影仪, 乐高积木).
  let need = vocabulary.matchNeed(withoutSpecWords(rest, vocabulary));
  // A category name holding the price read (千元机) still names its category.
  if (found && !need.categories.length) {
    const whole = vocabulary.matchNeed(withoutSpecWords(priced, vocabulary));
    if (whole.categoryTerms.some((t) => t.includes(found.span.toLowerCase()))) need = whole;
  }
  need.categories = withoutUses(rest, { categories: need.categories, terms: need.categoryTerms }, vocabulary);
  need.categories = withoutSpecKeyCategories(need.categories, need.categoryTerms, vocabulary);
  // 1米8, 能带上飞机, 两瓶装, 180的床: the words that said a value are no keywords either. All masked
  // at once, so names that overlap a value (猫吃的 and 幼猫 in 要幼猫吃的) leave no half of it behind.
  rest = masked(need.read, [...need.categoryTerms, ...need.brandTerms, ...spans]);
  const malls = vocabulary.matchMalls(rest);
  rest = without(rest, malls.terms);
  // 钱不差 要最顶的: every word of the order read is said, not only the first (decision 085).
  if (sortRule) rest = rest.replace(new RegExp(sortRule.pattern.source, 'g'), ' ');
  // iPhone, ThinkPad, 拯救者: a product line names its brand and, when nothing else does, its category.
  const lines = linesIn(question, vocabulary);
  const categories = withinFamily(
    need.categories.length ? need.categories : lines.categoryIds.flatMap((id) => vocabulary.byId.get(id) ?? []),
    need.brands,
    question,
    vocabulary,
  );
  // 辣的零食: of the categories 零食 names, those whose listings state the value (decision 036).
  // 零食 alone: the snacks, its own name, not the nuts that list it too (own-name.ts). A floor
  // said (零食 起码一百五) keeps both: the dearer gift boxes are the nuts'.
  const values = narrowByValues(withoutDevices(categories), wantedValues(question, vocabulary), vocabulary, question);
  const wanted = found?.budget?.min === undefined ? byOwnName(values, need.categoryTerms, need.brands, vocabulary) : values;
  const grouped = groupBrands(
    question,
    wanted.map((c) => c.id),
    vocabulary,
  );
  // iPhone用的数据线, 苹果手机的充电器: a line or a brand said as the device an accessory fits is no brand wish.
  const deviceOnly = deviceOnlyBrands(question, wanted, need.brandTerms, vocabulary);
  const lineBrands = onlyAccessories(wanted) ? [] : lines.brands;
  const brands = (need.brands.length ? need.brands : lineBrands.length ? lineBrands : grouped).filter(
    (b) => !deviceOnly.includes(b),
  );
  // 日系的扫地机 with no Japanese maker of them: the word stays, so the answer says nothing matched it.
  const unsold = wanted.length > 0 && !grouped.length;
  const keywords = keywordsOf(rest).filter((k) => !(isGroupWord(k) && !unsold) && !spans.some((s) => s.includes(k)));
  const one: OneQuestion = {
    categories: wanted,
    // 华为Mate70的手机壳: a brand that makes no such accessory names the device it is for.
    brands:
      wanted.length && wanted.every((c) => ACCESSORIES[c.id]) ? brands.filter((b) => sellsAny(vocabulary, b, wanted)) : brands,
    malls: malls.malls,
    budget: found?.budget ?? null,
    sort: sortRule?.sort ?? 'relevance',
    keywords,
  };
  // A category only a line implies (小新 → laptops) gives way to the model's own (小新Pad Pro is a tablet).
  const said = need.categories.length ? one : { ...one, categories: [] };
  const read = withNamedModel(said, without(priced, found ? [found.span.toLowerCase()] : []), spans, vocabulary);
  return read.models || read.values ? read : one;
}

/**
 * A model the question names (decision 049): its category and brand, and its listings alone
 * (iPhone 16 Pro Max, 戴森V12 → the vacuum cleaner). Named with an accessory (手机壳 苹果16pro的),
 * the model is what the accessory fits: a value, and its brand is the device's, not the case's.
 */
function withNamedModel(one: OneQuestion, text: string, spans: string[], vocabulary: Vocabulary): OneQuestion {
  const accessory = one.categories.length > 0 && one.categories.every((c) => ACCESSORIES[c.id]);
  const devices = accessory ? [...new Set(one.categories.flatMap((c) => ACCESSORIES[c.id]!))] : [];
  // The values said are no model words (256G, 4K); an accessory's fitting value (16pro) is the device's.
  const words = withoutStatedValues(accessory ? text : without(text, spans));
  const models = namedModels(words, vocabulary, accessory ? devices : one.categories.map((c) => c.id));
  if (!models.length) return one;
  const own = new Set(models.flatMap((m) => modelTokens(m.model)));
  const squashed = models.map((m) => modelTokens(m.model).join(''));
  const keywords = one.keywords.filter((k) => {
    const tokens = modelTokens(k);
    return !tokens.length || !tokens.every((t) => own.has(t) || squashed.some((s) => s.includes(t)));
  });
  const brands = [...new Set(models.map((m) => m.brand))];
  if (accessory) {
    // The device as the question says it (华为mate70 fits the cases written 华为Mate 70).
    const typed = modelTokens(text).join('');
    const fits = [
      ...new Set(
        models.map((m) =>
          normaliseValue(
            modelTokens(m.model)
              .filter((t) => typed.includes(t))
              .join(''),
          ),
        ),
      ),
    ];
    // A cable or a power bank fits any phone: only listings that state the models they fit are filtered by it.
    const stated = isSpecKeyOf(
      '适用机型',
      one.categories.map((c) => c.id),
      vocabulary,
    );
    return {
      ...one,
      brands: one.brands.filter((b) => !brands.includes(b)),
      keywords,
      ...(stated ? { values: [fits.join('|')] } : {}),
    };
  }
  const categoryIds = [...new Set(models.map((m) => m.categoryId))];
  return {
    ...one,
    categories: one.categories.length ? one.categories : categoryIds.flatMap((id) => vocabulary.byId.get(id) ?? []),
    brands: one.brands.length ? one.brands : brands,
    keywords,
    models: [...new Set(models.map((m) => m.model))],
  };
}

/**
 * Constraints of a question. A question without a category that reads as a follow-up takes the
 * category (and budget, unless it states one) of the latest earlier question that had one.
 * `askedBudget`, the turn's budget (its own, or the clarified ask's), applies when the question
 * names none; `targetPrice` from the request caps the budget when neither does.
 */
export function parseConstraints(
  asked: string,
  vocabulary: Vocabulary,
  opts: { previous?: Need | null; targetPrice?: number | null; askedBudget?: Budget | null } = {},
): ShoppingConstraints {
  // 来个索尼的 啊算了还是bose吧: the correction first (self-correct.ts); then ruled-out kinds
  // (不要有线的, 滚筒的就算了), so their words are never read as wanted.
  const story = tellsAStory(asked);
  const corrected = selfCorrected(asked, vocabulary);
  // 不要WH-1000XM4, 除了AirPods Pro 2: a model ruled out, not its brand (decision 068).
  const models = findRuledOutModels(corrected, vocabulary, opts.previous?.categoryIds ?? []);
  const negated = findNegatedValues(withoutContextClauses(models.rest, vocabulary), vocabulary, opts.previous?.categoryIds ?? []);
  const ruledOut = [...models.values, ...negated.values];
  const question = negated.rest;
  const excluded = findExclusions(question, vocabulary);
  const read = parseOne(excluded.rest, vocabulary);
  // A story naming other things around its ask (我天天低头看手机): the asking clauses' categories.
  const asking = askedCategories(asked, vocabulary);
  const one =
    asking && read.categories.some((c) => asking.includes(c.id))
      ? { ...read, categories: read.categories.filter((c) => asking.includes(c.id)) }
      : read;
  // 平板 屏幕太小了: a category word that is a spec key of the asked category (屏幕) is read as a quality's subject.
  const askedIds = one.categories.map((c) => c.id);
  const names = vocabulary.matchCategories(question).terms;
  const qualities = findAttributes(
    question,
    names.filter((t) => !isSpecKeyOf(t, askedIds, vocabulary)),
  );
  // 宿舍用的小冰箱: a size glued to the category's name (attributes.ts).
  const sized = sizesBeforeNames(question, names, vocabulary.matchBrands(question).terms);
  const attrs = [
    ...qualities,
    ...sized.filter((a) => !qualities.some((b) => b.label === a.label || b.against?.includes(a.label))),
  ];
  // 蛋白粉 within 保健品: the kind named is a value its listings show (decision 042).
  const stated = wantedValues(question, vocabulary);
  const kinds = kindValues(question, one.categories, vocabulary).filter((k) => !stated.some((v) => v.includes(k)));
  // 手机壳 苹果16pro的: the device a case fits (withNamedModel), unless the words that named it are a value already.
  const said = [...stated, ...kinds];
  const core = (v: string) => v.replace(/[^a-z0-9]/g, '');
  const sameDevice = (f: string, v: string) => core(v).length > 0 && (core(f).includes(core(v)) || core(v).includes(core(f)));
  const values = [...said, ...(one.values ?? []).filter((f) => !said.some((v) => sameDevice(f, v)))];
  const variants = variantsFor(question);
  const narrowed = attrs.flatMap((a) => a.narrow ?? []);
  const inNamed = (id: string) => one.categories.some((c) => c.id === id);
  const current: Omit<ShoppingConstraints, 'inherited'> = {
    ...one,
    categories:
      narrowed.length && (one.models ? narrowed.some(inNamed) : narrowed.every(inNamed))
        ? one.categories.filter((c) => narrowed.includes(c.id)) // 索尼 1000xm5 头戴的, 耳机 不要入耳式的 (→ 头戴式, 064)
        : narrowed.length && !one.models && narrowed.every((id) => one.categories.some((c) => sharesName(c.id, id, vocabulary)))
          ? narrowed.flatMap((id) => vocabulary.byId.get(id) ?? []) // 降噪耳机 入耳式 → earbuds that cancel noise (070)
          : one.categories.length || !narrowed.length
            ? one.categories
            : narrowed.flatMap((id) => vocabulary.byId.get(id) ?? []),
    // A story with an ask (context-clauses.ts): its leftover words are the story, never searched.
    keywords: (story && one.categories.length ? [] : one.keywords).filter(
      (k) => !attributeWords(attrs).some((w) => w.includes(k) || k.includes(w)) && !isValueWord(k, values) && !isFlavourWord(k),
    ),
    ...(values.length ? { values } : {}),
    ...(ruledOut.length ? { excludeValues: ruledOut } : {}),
    ...(variants.length ? { variants } : {}),
    excludeBrands: excluded.brands,
    malls: one.malls.filter((m) => !excluded.malls.includes(m)),
    ...(excluded.malls.length ? { excludeMalls: excluded.malls } : {}),
    attributes: attrs.filter((a) => !a.narrow).map((a) => a.label),
  };
  // iqoo的手机, thinkpad: a line of the brand named is a value every card shows (brand-lines.ts).
  const lines = linesNamed(
    question,
    current.brands,
    current.categories.map((c) => c.id),
    vocabulary,
  ).filter((l) => !values.includes(l));
  if (lines.length) current.values = [...values, ...lines];
  // 鞋子 休闲款 picks 休闲鞋; 它家的吸尘器呢 keeps the brand before (said-beside.ts, decision 070).
  Object.assign(current, sameBrandAsBefore(question, pickedByWord(current), opts.previous?.brands));
  Object.assign(current, sameBudgetAsBefore(question, current, opts.previous?.budget));
  let inherited = false;
  // Only a follow-up (no category of its own, nothing else asked for, or 更/还有/这些) keeps the
  // conversation's category and budget (decision 023); a question that names its need starts afresh.
  const previous = opts.previous;
  if (
    previous?.categoryIds.length &&
    current.categories.length === 0 &&
    (current.keywords.length === 0 || FOLLOW_UP.test(question))
  ) {
    current.categories = previous.categoryIds.flatMap((id) => vocabulary.byId.get(id) ?? []);
    if (!current.budget && previous.budget && !dropsBudget(question)) current.budget = { ...previous.budget };
    if (!current.variants?.length && previous.variants.length) current.variants = [...previous.variants];
    inherited = current.categories.length > 0;
  }
  // 除了AirPods Pro 2还有啥 with nothing else said: the kind of the model ruled out.
  if (!current.categories.length && models.categoryIds.length)
    current.categories = models.categoryIds.flatMap((id) => vocabulary.byId.get(id) ?? []);
  // 幼猫的, 红轴的 with no category before: the categories whose listings state the value.
  if (!current.categories.length && values.length)
    current.categories = categoriesOfValues(values, vocabulary).flatMap((id) => vocabulary.byId.get(id) ?? []);
  // The budget of the ask this question answers (想买点厨房用的 300以内 → 电饭煲), read with the turn.
  if (!current.budget && opts.askedBudget) current.budget = { ...opts.askedBudget };
  // 那重新买个徕芬的: one brand and no category said or kept, the brand's best-known one (decision 036).
  const flagship = current.brands.length === 1 ? BRAND_FLAGSHIPS[current.brands[0]!] : undefined;
  if (!current.categories.length && flagship && vocabulary.brandCategories.get(current.brands[0]!)?.includes(flagship))
    current.categories = vocabulary.byId.get(flagship) ? [vocabulary.byId.get(flagship)!] : [];
  if (!current.budget && opts.targetPrice) {
    const range = { max: opts.targetPrice };
    current.budget = { ...range, label: priceRangeLabel(range) };
  }
  const assumed = current.budget || dropsBudget(question) ? null : assumedBudget(question, current.categories);
  if (assumed) current.budget = { max: assumed.max, label: priceRangeLabel({ max: assumed.max }) };
  return { ...current, inherited, ...(assumed ? { assumedBudget: assumed.note } : {}) };
}
