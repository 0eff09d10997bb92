import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { wantedValues } from './spec-terms';

describe('a plain colour asks for its shades (decision 075)', () => {
  it.each<[string, string, string[]]>([
    ['白色的冰箱', '白色', ['玻璃白']],
    ['黑色的冰箱', '黑色', ['星蕴黑']],
    ['白色的空调', '白色', ['奶油白']],
    ['粉色的吹风机', '粉色', []],
  ])('%s wants %s and its shades %j', (q, colour, shades) => {
    const value = wantedValues(q, catalogVocabulary).find((v) => v.split('|')[0] === colour);
    expect(value).toBeDefined();
    for (const shade of shades) expect(value!.split('|')).toContain(shade);
  });

  it('reads no colour where none is said', () => {
    expect(wantedValues('推荐几款冰箱', catalogVocabulary).filter((v) => v.includes('白'))).toEqual([]);
  });
});
