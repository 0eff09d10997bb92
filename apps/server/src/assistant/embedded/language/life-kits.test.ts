import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { LIFE_KITS, KIT_ASKS } from './lexicon/life-kits';
import { kitOf, saysKit } from './life-kits';

describe('life events and what they call for (decision 068)', () => {
  // Every event word with every way of asking what it calls for.
  const asks = ['要准备些啥', '需要买什么', '必备清单', '要带些什么', '该买点啥'];
  // A part of a wider event is said with one of its `with` words (搬新家 厨房电器 要准备些啥).
  const cases = LIFE_KITS.flatMap((kit) =>
    kit.words.map(
      (w, i) => [`${kit.with ? `${kit.with[i % kit.with.length]!} ` : ''}${w} ${asks[i % asks.length]!}`, kit.label] as const,
    ),
  );
  it.each(cases)('%s → %s', (q, label) => {
    expect(saysKit(q)).toBe(true);
    expect(kitOf(q, catalogVocabulary)?.label).toBe(label);
  });

  it('sells every category a checklist names', () => {
    for (const kit of LIFE_KITS) for (const id of kit.categories) expect(catalogVocabulary.byId.has(id)).toBe(true);
  });

  it.each([
    // An event without an ask, or an ask without an event: no checklist.
    '宝宝刚出生 奶瓶推荐',
    '养猫的人用什么吸尘器好',
    '要准备些啥',
    '降噪耳机必备吗',
  ])('%s: no checklist', (q) => {
    expect(kitOf(q, catalogVocabulary)).toBeNull();
  });

  it('reads the first event said', () => {
    expect(kitOf('刚提车 冬天快到了 要准备些啥', catalogVocabulary)?.label).toBe('买了车');
    expect(KIT_ASKS.length).toBeGreaterThan(10);
  });
});
