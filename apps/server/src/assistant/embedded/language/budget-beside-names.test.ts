import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseBudgetBesideNames } from './budget-beside-names';

describe('a brand name holding a numeral is no price', () => {
  it.each([['想买张一元的普洱茶'], ['白茶在张一元和品品香里选'], ['七匹狼的钱包'], ['三只松鼠坚果']])(
    '%s states no budget',
    (text) => {
      expect(parseBudgetBesideNames(text, catalogVocabulary)).toBeNull();
    },
  );

  it.each([
    ['张一元的茉莉花茶，两百以内', 200],
    ['七匹狼钱包 300以内', 300],
  ])('%s still states its own budget', (text, max) => {
    expect(parseBudgetBesideNames(text, catalogVocabulary)?.budget.max).toBe(max);
  });
});
