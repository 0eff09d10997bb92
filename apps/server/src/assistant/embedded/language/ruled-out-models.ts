import type { CatalogProduct } from '#server/modules/catalog/service';
import type { ModelName, Vocabulary } from '#server/modules/catalog/vocabulary';
import { RULE_OUT_AFTER, RULE_OUT_BEFORE } from './lexicon/exclusion-words';
import { modelTokens, namedModels } from './model-names';

/**
 * Models ruled out (decision 068): 不要WH-1000XM4, 除了AirPods Pro 2还有什么, iPhone 16就算了,
 * XM5以外的. A model named beside an exclusion word (the brand and mall exclusion words, lexicon
 * exclusion-words.ts) rules that model out, not its brand: 索尼's other headphones stay. It is kept
 * as a ruled-out value `型号=<model>` (the need's excludeValues), which a listing shows when its
 * 型号 is that model, so it holds through follow-ups like any kind ruled out (decision 058).
 */
export const MODEL_VALUE = '型号=';

export interface RuledOutModels {
  /** `型号=<model>` values, one per model ruled out. */
  values: string[];
  /** The categories of the models ruled out. */
  categoryIds: string[];
  /** The question without the words that ruled them out. */
  rest: string;
}

const alternation = (words: readonly string[]) =>
  [...words]
    .sort((a, b) => b.length - a.length)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|');
const CLAUSE = '[^，。,.!！?？;；]';
const BEFORE = new RegExp(`(${alternation(RULE_OUT_BEFORE)})\\s*(${CLAUSE}{1,30})`, 'gi');
const AFTER = new RegExp(
  `(${CLAUSE}{1,30}?)\\s*(?:的)?\\s*(?:也|都|就)?\\s*(${alternation(RULE_OUT_AFTER)})(?=$|[了啦吧的，。,.!！?？;；\\s还])`,
  'gi',
);

const sameModels = (a: ModelName[], b: ModelName[]) =>
  a.length === b.length && a.every((m) => b.some((n) => n.model === m.model && n.brand === m.brand));

/** The shortest piece of the span (from its start, or back from its end) that names the same models. */
function modelWords(
  span: string,
  models: ModelName[],
  vocabulary: Vocabulary,
  fromStart: boolean,
  asked: readonly string[],
): string {
  for (let n = 1; n <= span.length; n++) {
    const piece = fromStart ? span.slice(0, n) : span.slice(span.length - n);
    // A Latin or digit run is never cut in two, nor a Latin name at a space (AirPods Pro | 2).
    const edge = fromStart ? piece.trimEnd().slice(-1) : (piece.trimStart()[0] ?? '');
    const rest = fromStart ? span.slice(n) : span.slice(0, span.length - n);
    const next = fromStart ? rest.trimStart()[0] : rest.trimEnd().slice(-1);
    if (
      next !== undefined &&
      /[a-z0-9]/i.test(next) &&
      /[a-z0-9]/i.test(edge) &&
      rest.length - (fromStart ? rest.trimStart() : rest.trimEnd()).length <= 1
    )
      continue;
    if (sameModels(namedModels(piece, vocabulary, asked), models)) return piece;
  }
  return span;
}

/** Does the text say a word of the model's own (XM4, V12, Pro 2), not only its brand or kind? */
function saysModel(text: string, question: string, model: ModelName, vocabulary: Vocabulary): boolean {
  const brands = new Set(vocabulary.matchBrands(text).terms.flatMap((t) => modelTokens(t)));
  // A word inside a category word of the question (饮水机 of 宠物饮水机) is the kind's.
  const kinds = vocabulary.matchCategories(question.toLowerCase()).terms.map((t) => t.toLowerCase());
  const own = new Set(modelTokens(model.model));
  return modelTokens(text).some((t) => own.has(t) && !brands.has(t) && !kinds.some((k) => k.includes(t)));
}

/** Models the question rules out, and the question without those words. */
export function findRuledOutModels(question: string, vocabulary: Vocabulary, needIds: readonly string[] = []): RuledOutModels {
  const found: ModelName[] = [];
  let rest = question;
  // 路由器 小米家的就别了: a model of another category than the one asked (米家 rice cookers) is not named.
  // A follow-up that names no category (小米家的就别了 after routers) is about the need's.
  const said = vocabulary.matchCategories(question.toLowerCase()).categories.map((c) => c.id);
  const asked = said.length ? said : needIds;
  for (const [pattern, fromStart] of [
    [BEFORE, true],
    [AFTER, false],
  ] as const) {
    for (const m of rest.matchAll(pattern)) {
      const span = fromStart ? m[2]! : m[1]!;
      const models = namedModels(span, vocabulary, asked);
      if (!models.length) continue;
      const words = modelWords(span.trim(), models, vocabulary, fromStart, asked);
      // 华硕跟惠普都免了, 小佩质量不行: brands and category words alone name no model.
      if (!models.some((x) => saysModel(words, question, x, vocabulary))) continue;
      found.push(...models.filter((x) => !found.includes(x)));
      const said = fromStart ? `${m[1]!}${m[0].slice(m[1]!.length).split(words)[0]!}${words}` : m[0].slice(m[0].indexOf(words));
      rest = rest.replace(said, ' ');
    }
  }
  return {
    values: [...new Set(found.map((x) => `${MODEL_VALUE}${x.model}`))],
    categoryIds: [...new Set(found.map((x) => x.categoryId))],
    rest,
  };
}

/** The model a `型号=` value names, or null for any other value. */
export const ruledOutModel = (value: string): string | null =>
  value.startsWith(MODEL_VALUE) ? value.slice(MODEL_VALUE.length) : null;

/** Is the listing that model? Its 型号 (or, without one, its title) holds the model's words in order. */
export function isModel(p: CatalogProduct, model: string): boolean {
  const own = modelTokens(p.specs['型号'] ?? '').join(' ');
  return own
    ? own === modelTokens(model).join(' ')
    : ` ${modelTokens(p.title).join(' ')} `.includes(` ${modelTokens(model).join(' ')} `);
}
