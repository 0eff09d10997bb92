import type { CatalogService } from '#server/modules/catalog/service';
import type { Vocabulary } from '#server/modules/catalog/vocabulary';
import type { Need } from '#server/ports/conversation-state';
import { withContextVariants } from './language/context-variants';
import { dupeAskOf, withDupeAsk } from './language/dupes';
import { normaliseQuestion } from './language/normalise';
import { withOwnedAsKind } from './language/owned-products';
import { readPinyin } from './language/pinyin';
import { respellCategoryWords } from './language/respell';
import { selfCorrected } from './language/self-correct';
import { joinBuyerAndThing, joinSeparatedNeed } from './language/separated';

/** What a rewrite may read besides the question: the catalog's words, the catalog, the need kept. */
export interface RewriteContext {
  vocabulary: Vocabulary;
  catalog: CatalogService;
  need: Need | null;
}

/** One named step that rewrites the question before it is read (the same question when nothing applies). */
export interface Rewrite {
  name: string;
  rewrite: (question: string, ctx: RewriteContext) => string | Promise<string>;
}

/**
 * The rewrites a question goes through before it is read, in order (issue 19's registries rather
 * than a chain of calls, decision 078). A new rewrite is one row, at the place its input needs.
 */
export const REWRITES: readonly Rewrite[] = [
  // Full-width digits and punctuation read as ASCII (language/normalise.ts), in every flow.
  { name: 'normalise', rewrite: (q) => normaliseQuestion(q) },
  // kongqi zhaguo 300以内: a question typed in pinyin reads as the words it spells (decision 055).
  { name: 'pinyin', rewrite: (q, x) => readPinyin(q, x.vocabulary) },
  // 耳机～索尼～头戴的: a describing piece joins its category piece (decision 036).
  { name: 'separated-need', rewrite: (q, x) => joinBuyerAndThing(joinSeparatedNeed(q, x.vocabulary), x.vocabulary) },
  // 吸成器, 车里用的小吸尘: category words typed wrong or clipped are restored (decision 042).
  { name: 'category-respelling', rewrite: (q, x) => respellCategoryWords(q, x.vocabulary) },
  // 我现在用的是iphone13 想换个新的: the model owned names the kind wanted, not the search (decision 063).
  { name: 'owned-as-kind', rewrite: (q, x) => withOwnedAsKind(q, x.vocabulary) },
  // 戴森吹风机的平替, 跟XM5差不多但便宜的: of its kind, other brands, cheaper than it (decision 068).
  {
    name: 'stand-in',
    rewrite: async (q, x) => {
      const dupe = await dupeAskOf(q, x.vocabulary, x.catalog, x.need);
      return dupe ? withDupeAsk(q, dupe, x.vocabulary) : q;
    },
  },
  // 明天上海飞成都 不对是后天: a choice taken back, for every flow (decision 056, 063).
  { name: 'self-correction', rewrite: (q, x) => selfCorrected(q, x.vocabulary) },
  // 饮水机 after cat litter, 给我家狗买点吃的: a generic word read as its context's variant (decision 065).
  { name: 'context-variant', rewrite: (q, x) => withContextVariants(q, x.vocabulary, x.need) },
];

/** The question after every rewrite, each reading what the one before it left. */
export async function rewrittenQuestion(question: string, ctx: RewriteContext): Promise<string> {
  let q = question;
  for (const step of REWRITES) q = await step.rewrite(q, ctx);
  return q;
}
