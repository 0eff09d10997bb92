import { spellOut, type Phrase } from './phrase';

/**
 * 换一批, 还有别的吗, 再来几个, 看看别的 (decision 065): after a list, the next products that meet the
 * same need, never the models shown before. Rows are phrases spelt out slot by slot.
 */
const MORE_PHRASES: readonly Phrase[] = [
  [['换'], ['一批', '一波', '几款', '几个', '一些', '一换', '一组', '别的', '批', '点别的']],
  [['还有'], ['别的', '其他', '其它', '更多'], ['', '款', '推荐', '选择', '型号']],
  [
    ['有没有', '还有没有'],
    ['别的', '其他', '其它', '更多'],
    ['推荐', '选择', '款', '型号', '的吗', '吗', '呢', '的了'],
  ],
  [['还有'], ['吗', '没有', '啥', '什么', '呢']],
  [
    ['再', '多'],
    ['来', '推荐', '给', '给我', '推', '找', '挑', '列'],
    ['几个', '几款', '一些', '点', '一批', '些', '几样'],
  ],
  [
    ['看看', '瞧瞧', '推荐', '来点', '给我看看'],
    ['别的', '其他的', '其它的', '别的款', '其他款', '其他型号', '别的型号'],
  ],
  [
    ['其他的', '其它的', '别的'],
    ['呢', '吗', '有吗', '还有吗'],
  ],
  [
    ['下一批', '下一页', '下一组', '后面的', '剩下的'],
    ['', '呢', '吗', '看看'],
  ],
  [['再看看', '再推荐', '再来点', '再来些']],
  [
    ['不喜欢', '都不喜欢', '都不太喜欢', '都不想要', '都不满意', '都看不上'],
    ['', '换', '，换', ' 换'],
  ],
];

/** Every way of asking for more of the same, longest first. */
export const MORE_WORDS: readonly string[] = [...new Set(MORE_PHRASES.flatMap(spellOut))].sort((a, b) => b.length - a.length);

/** None left at all (没有更多了): how the answer says so before listing the best again. */
export const NO_MORE_TEXT = (what: string): string =>
  `符合这些条件的${what}前面都给你看过了，没有别的了；下面再列一遍最合适的几款，方便你比较。想多看几款，可以放宽预算、换个牌子或少一个条件。`;

/** None left that meet every condition, but some when the values said are let go. */
export const LOOSENED_TEXT = (what: string, shown: number, loosened: string): string =>
  `完全符合这些条件的${what}前面 ${shown} 款都给你看过了；放宽「${loosened}」这个条件，还有下面这些：`;

export const LAST_ONES_TEXT = (what: string, left: number): string => `符合这些条件的${what}就剩下面这 ${left} 款没给你看过了。`;

export const NEXT_ONES_TEXT = (what: string): string => `换一批，下面是之前没给你看过的${what}：`;
