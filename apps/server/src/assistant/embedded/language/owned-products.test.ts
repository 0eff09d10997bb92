import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { withOwnedAsKind } from './owned-products';

describe('withOwnedAsKind (decision 063)', () => {
  it.each<[string, string]>([
    // A model owned names the kind wanted.
    ['我现在用的是iphone13 想换个新的', '我手机  想换个新的'],
    ['手上的mate40用了四年了 有什么推荐', '手机  有什么推荐'],
    // A brand owned alone is no brand wanted.
    ['我现在用的是华为 想换苹果手机', '我  想换苹果手机'],
    // A category said with it, or nothing owned: unchanged.
    ['现在用的是戴森吸尘器 想换个便宜点的', '现在用的是戴森吸尘器 想换个便宜点的'],
    ['推荐个iphone16', '推荐个iphone16'],
  ])('%s → %s', (q, out) => {
    expect(withOwnedAsKind(q, catalogVocabulary)).toBe(out);
  });
});
