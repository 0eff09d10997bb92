import { describe, expect, it } from 'vitest';
import type { CatalogService } from '#server/modules/catalog/service';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { normaliseQuestion } from './language/normalise';
import { readPinyin } from './language/pinyin';
import { respellCategoryWords } from './language/respell';
import { selfCorrected } from './language/self-correct';
import { REWRITES, rewrittenQuestion } from './rewrites';

/** A catalog for questions that ask no stand-in: the stand-in step never searches for them. */
const noCatalog: Pick<CatalogService, 'searchProducts'> = {
  searchProducts: () => Promise.reject(new Error('no search for these questions')),
};
const ctx = { vocabulary: catalogVocabulary, catalog: noCatalog as CatalogService, need: null };

describe('the question rewrites before reading (decision 078)', () => {
  it('runs its named steps in this order', () => {
    expect(REWRITES.map((r) => r.name)).toEqual([
      'normalise',
      'pinyin',
      'separated-need',
      'category-respelling',
      'owned-as-kind',
      'stand-in',
      'self-correction',
      'context-variant',
    ]);
  });

  // The registry does what the chain of calls did: each example, through the step that rewrites it.
  it.each<[string, (q: string) => string]>([
    ['３０００元以内的耳机', normaliseQuestion],
    ['kongqi zhaguo 300以内', (q) => readPinyin(q, catalogVocabulary)],
    ['吸成器 无线的', (q) => respellCategoryWords(q, catalogVocabulary)],
    ['明天上海飞成都 不对是后天', (q) => selfCorrected(q, catalogVocabulary)],
    ['两千以内的扫地机', (q) => q],
  ])('%s is rewritten as its step rewrites it', async (q, step) => {
    expect(await rewrittenQuestion(q, ctx)).toBe(step(normaliseQuestion(q)));
  });
});
