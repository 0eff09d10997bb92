import { describe, expect, it } from 'vitest';
import { CATEGORIES } from '#server/db/seed/categories/index';
import { modelSpecs } from '#server/db/seed/model-specs';
import { BRAND_ALIASES } from '#server/modules/catalog/lexicon/brands';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { keywordsOf, parseOne } from './constraints';
import { isFunctionWord, neverUnmatched, onlyFunctionChars } from './function-words';

describe('function words are never product terms', () => {
  it.each([
    ['家里用的扫地机', ['扫地机']],
    ['收到的耳机有杂音', ['耳机', '杂音']],
    ['挑个耳机 预算放开 最好', ['耳机']],
    ['推荐三款耳机', ['耳机']],
    ['直接告诉我买哪个 别给我一堆', []],
    ['考虑 不卡 预算', []],
    ['平时通勤用，音质要好', ['通勤', '音质']],
  ])('%s keeps %j', (q, words) => expect(keywordsOf(q)).toEqual(words));

  it.each([
    '三款',
    '两个',
    '1台',
    '一堆',
    '直接',
    '放开',
    '不卡',
    '挑双',
    '三年级',
    '两箱',
    '三袋',
    '一打',
    '两罐',
    '一对',
    '整箱',
    '一大',
  ])('%s is a function word', (w) => expect(isFunctionWord(w)).toBe(true));
  it.each(['女朋友', '老婆', '爸妈', '一家三口', '小两口', '三口'])('%s is searched but never reported unmatched', (w) => {
    expect(isFunctionWord(w)).toBe(false);
    expect(neverUnmatched(w)).toBe(true);
  });
  it.each([
    ['想换个手机 拍照好', ['手机', '拍照']],
    ['飞利浦的就算了 电动牙刷', ['飞利浦', '电动牙刷']],
    ['有没有那种 要不要等等 耳机', ['耳机']],
    ['帮我找找看 吹风机', ['吹风机']],
  ])('%s keeps %j: words made of function characters are filler however they are cut', (q, words) =>
    expect(keywordsOf(q)).toEqual(words),
  );
  it.each([
    ['帮我看看洗衣机 滚筒 别太贵', []],
    ['通勤路上听的耳机 不要太贵', ['通勤', '路上']],
    ['烤箱 价格不要太高', []],
    ['耳机 不用太贵', []],
    ['平价的粉底液', []],
  ])('%s keeps %j when read whole: a price level is no search word', (q, words) =>
    expect(parseOne(q, catalogVocabulary).keywords).toEqual(words),
  );
  it.each(['想换个', '就算', '要不要', '别给我', '怎么样', '可以吗', '找找看'])('%s is made of function characters', (w) =>
    expect(isFunctionWord(w)).toBe(true),
  );
  it('no word of the catalog (category word, brand, alias, model, spec value) is made only of function characters', () => {
    const words = [
      ...catalogVocabulary.categoryWords.map((t) => t.term),
      ...CATEGORIES.flatMap((c) => c.models.flatMap((m) => [m.brand, m.model, ...Object.values(modelSpecs(c, m).specs)])),
      ...BRAND_ALIASES.flat(),
    ].flatMap((w) =>
      String(w)
        .split(/[\s/、，,]+/)
        .filter((x) => /\p{Script=Han}/u.test(x)),
    );
    expect(words.filter(onlyFunctionChars)).toEqual([]);
  });
  it.each(['杂音', '降噪', '8k', '通勤'])('%s can name a feature', (w) => expect(neverUnmatched(w)).toBe(false));
});
