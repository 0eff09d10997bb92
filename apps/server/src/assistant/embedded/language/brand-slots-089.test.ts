import { describe, expect, it } from 'vitest';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { normaliseQuestion } from './normalise';
import { respellCategoryWords } from './respell';

const respelled = (q: string) => respellCategoryWords(normaliseQuestion(q), catalogVocabulary);

/**
 * Decision 089: a two-character brand typed with one same-sounding character is restored in a
 * brand's place away from the category word — after a choosing word (只考虑, 入手一个, 买) or
 * before a brand marker (的, 牌, 有没有) — when the question names a category the brand sells.
 */
describe('a two-character brand typed by sound in a brand place', () => {
  it.each<[string, string]>([
    ['请问一下代森有没有洗地机啊', '戴森'],
    ['空气炸锅，只考虑魔飞', '摩飞'],
    ['有追蜜的负离子吹风机吗', '追觅'],
    ['女士钱包，只考虑蔻弛', '蔻驰'],
    ['请问一下惠式有没有羊奶粉啊', '惠氏'],
    ['罗记牌静音鼠标', '罗技'],
    ['静音鼠标 雷舍的有吗', '雷蛇'],
    ['想入手一个雷舍电竞键盘', '雷蛇'],
    ['请问一下绿连有没有车载充电器啊', '绿联'],
    ['单反相机，只考虑嘉能', '佳能'],
    ['短袖买耐可的好不好', '耐克'],
    ['潘亭牌控油洗发水', '潘婷'],
  ])('%s → %s', (q, brand) => {
    expect(respelled(q)).toContain(brand);
  });

  it.each<[string, string]>([
    // No category named: nothing to check a brand against.
    ['代森有没有', '代森'],
    // A brand that does not sell what is named stays as typed.
    ['只考虑嘉能的吹风机', '嘉能'],
    // Ordinary words in those places are no brands.
    ['有静音的鼠标吗', '静音'],
    ['只要便宜的吹风机', '便宜'],
    ['买好看的书包', '好看'],
  ])('%s keeps %s', (q, kept) => {
    expect(respelled(q)).toContain(kept);
  });
});
