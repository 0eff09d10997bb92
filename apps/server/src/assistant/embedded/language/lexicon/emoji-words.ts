/**
 * Emoji that name a thing a shopper wants (decision 075): 🎧 降噪的 is earphones, ☕️机 a coffee
 * machine. Read by normalise.ts before other emoji are dropped. One row per emoji; the variation
 * selector (U+FE0F) is optional.
 */
export const EMOJI_WORDS: ReadonlyArray<readonly [emoji: string, word: string]> = [
  ['🎧', '耳机'],
  ['☕', '咖啡'],
  ['📱', '手机'],
  ['💻', '笔记本电脑'],
  ['⌚', '手表'],
  ['📷', '相机'],
  ['📸', '相机'],
  ['🎮', '游戏机'],
  ['👟', '运动鞋'],
  ['💄', '口红'],
  ['📺', '电视'],
  ['🖨', '打印机'],
  ['⌨', '键盘'],
  ['🖱', '鼠标'],
  ['🚲', '自行车'],
  ['🧳', '行李箱'],
  ['🎒', '书包'],
  ['🍼', '奶瓶'],
  ['🐱', '猫'],
  ['🐈', '猫'],
  ['🐶', '狗'],
  ['🐕', '狗'],
  ['🍵', '茶叶'],
  ['🍷', '葡萄酒'],
  ['👓', '眼镜'],
  ['🕶', '墨镜'],
  ['☂', '雨伞'],
  ['🌂', '雨伞'],
];
