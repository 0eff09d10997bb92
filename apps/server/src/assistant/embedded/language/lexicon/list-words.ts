/**
 * How a shopper acts on a list shown (decision 076): keeping products on the wish list, taking
 * all of them, all but some, the middle one. Read by dialogue/references.ts and
 * dialogue/product-reference.ts; a new wording is one more string.
 */

/** Words that keep what is pointed at (第二个存一下, 把它记下来, 头一个先收着): the wish list. */
export const WISH_KEEP_WORDS: readonly string[] = [
  '心愿单',
  '愿望单',
  '收藏',
  '关注',
  '存一下',
  '存下',
  '存起来',
  '先存着',
  '存着',
  '记下来',
  '记一下',
  '记下',
  '先记着',
  '记着',
  '收着',
  '收一下',
  '留着',
  '留一下',
  'mark一下',
  'mark下',
  '码住',
  '都要了',
  '全要了',
  '都要吧',
  '都加',
  '加上吧',
  '加进去',
  '加上它',
  '也加',
  '一起加',
  '也放进',
  '也收',
  '降价提醒',
  '提醒我',
];

/** Every product shown, said as taking them (都要了, 全要了): the whole list. */
export const TAKE_ALL_WORDS: readonly string[] = ['都要了', '全要了', '全都要了', '都要吧', '全都要'];

/** 全都加心愿单, 全部收藏: these before a keeping word (not 全部品牌) mean the whole list. */
export const ALL_OF_THEM: readonly string[] = ['全都', '全部', '统统', '通通', '一股脑'];
export const KEEP_VERBS: readonly string[] = ['加', '收藏', '存', '记', '放进', '关注', '码'];

/** 除了第二个都加, 第二个不要 其他都收藏: all the shown products but those named. */
export const ALL_BUT_BEFORE: readonly string[] = ['除了', '除开', '除去', '除'];
export const ALL_BUT_REST: readonly string[] = ['其他', '其它', '其余', '剩下', '另外', '别的'];
export const ALL_BUT_LEAVE: readonly string[] = ['不要', '不用', '不加', '算了', '除外', '以外', '之外', '不收藏'];

/** 中间那款, 中间的那个: the middle of the list (of three, the second; of four, the two middle ones). */
export const MIDDLE_WORDS: readonly string[] = ['中间', '居中'];

/** 下一个呢, 上一款: the product after or before the one just talked about, in its list. */
export const NEXT_WORDS: readonly string[] = ['下一', '后一', '再下一'];
export const PREVIOUS_WORDS: readonly string[] = ['上一', '前一'];
