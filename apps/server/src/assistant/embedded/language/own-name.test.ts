import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';

describe('a category said by its own name (decision 057)', () => {
  it.each<[string, string[]]>([
    ['推荐点零食', ['snacks']],
    ['抖音商城里卖的零食有啥', ['snacks']],
    ['三只松鼠的零食', ['snacks']],
    ['给孩子买个书包', ['school-bags']],
    // The brand said makes only the other (小米, 北面: backpacks, no school bags): the word stays broad.
    ['书包要小米的', ['backpacks', 'school-bags']],
    ['the north face的书包', ['backpacks', 'school-bags']],
    // A floor said keeps both: the dearer boxes are the nuts'.
    ['零食 起码一百五', ['nuts', 'snacks']],
    ['零食 一百以内', ['snacks']],
    // Words naming two categories with no owner among them stay broad.
    ['耳机推荐', ['anc-headphones', 'tws-earbuds']],
    ['坚果', ['nuts']],
  ])('%s → %j', (q, ids) => {
    expect(
      parseConstraints(q, catalogVocabulary)
        .categories.map((c) => c.id)
        .sort(),
    ).toEqual([...ids].sort());
  });
});
