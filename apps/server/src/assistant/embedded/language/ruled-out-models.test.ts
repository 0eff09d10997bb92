import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './constraints';
import { findRuledOutModels } from './ruled-out-models';

describe('models ruled out (decision 068)', () => {
  it.each<[string, string[]]>([
    ['头戴耳机 不要WH-1000XM4', ['型号=WH-1000XM4']],
    ['除了AirPods Pro 2还有什么推荐', ['型号=AirPods Pro 2']],
    ['降噪耳机 索尼xm4就算了', ['型号=WH-1000XM4']],
    ['iPhone 16 Pro不考虑 看看别的苹果手机', ['型号=iPhone 16 Pro']],
    ['手机 iPhone 16就算了', ['型号=iPhone 16']],
    ['不要戴森v12 其他吸尘器呢', ['型号=V12 Detect Slim']],
    // A brand alone, or a kind, is no model (exclusions.ts and negated-values.ts read those).
    ['不要小米的扫地机', []],
    // 米家 is a model word of rice cookers, not of the routers asked about.
    ['路由器推荐 小米家的就别了', []],
    // Brands and kinds alone name no model, whatever models share their words.
    ['想买台式电脑 华硕跟惠普都免了', []],
    ['宠物饮水机 小佩质量不行 别的呢', []],
    ['耳机 不要有线的', []],
    ['索尼降噪耳机推荐', []],
  ])('%s → %j', (question, values) => {
    expect(findRuledOutModels(question, catalogVocabulary).values).toEqual(values);
  });

  it('takes the whole name out, never half of it', () => {
    expect(findRuledOutModels('除了AirPods Pro 2还有什么推荐', catalogVocabulary).rest.trim()).toBe('还有什么推荐');
  });

  it.each<[string, string, string[]]>([
    // The model goes, its brand stays possible, and the kind is the model's when none is said.
    ['头戴耳机 不要WH-1000XM4', 'anc-headphones', []],
    ['除了AirPods Pro 2还有什么推荐', 'tws-earbuds', []],
    ['iPhone 16 Pro不考虑 看看别的苹果手机', 'smartphones', ['苹果']],
  ])('%s: category %s, brands %j', (question, category, brands) => {
    const c = parseConstraints(question, catalogVocabulary);
    expect(c.categories.map((x) => x.id)).toEqual([category]);
    expect(c.brands).toEqual(brands);
    expect(c.models ?? []).toEqual([]);
    expect(c.excludeBrands).toEqual([]);
  });
});
