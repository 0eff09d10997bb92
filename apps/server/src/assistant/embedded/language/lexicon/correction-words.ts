/**
 * Words with which a shopper takes back what they just said, inside one message (decision 056):
 * 来个索尼的 啊算了还是bose吧, 看看京东的 哦不 拼多多的, 五百以内 哦不对 八百以内. Read by
 * language/self-correct.ts: the choice after the word replaces the one of the same kind before it.
 * 还是 alone is no such word (索尼还是bose好 is a comparison), nor 算了 alone (美的就算了 rules 美的 out).
 */
export const CORRECTION_MARKERS: readonly string[] = [
  '哦不对',
  '噢不对',
  '哦不是',
  '哦不',
  '噢不',
  '喔不',
  '啊不是',
  '啊不对',
  '不对不对',
  '不对',
  '不是不是',
  '说错了',
  '打错了',
  '算了还是',
  '算了换成',
  '算了要',
  '算了来',
  '还是换成',
  '还是改成',
  '换成',
  '改成',
  '改为',
  '不 是',
  // 五百以内的吹风机 不不 一千以内, 推荐个净水器 算了先看空气净化器, 要索尼的耳机 要不还是bose吧 (decision 063).
  '不不',
  '不不不',
  '算了先看',
  '算了先',
  '算了看看',
  '算了 还是',
  '要不还是',
  '还是要',
  // Decision 074: 两百以内的 写错了 是两千以内的, 耳机 索尼 我是说bose, 冰箱 海尔 更正一下 美的.
  '写错了',
  '写错',
  '打错字了',
  '打错',
  '说错',
  '输错了',
  '输错',
  '敲错了',
  '口误',
  '我是说',
  '我想说',
  '我的意思是',
  '我意思是',
  '更正一下',
  '更正',
  '纠正一下',
  '纠正',
  '修正一下',
  '应该是',
  '准确地说',
  '准确说',
  '其实是',
  '搞错了',
  '弄错了',
  '记错了',
  '重说',
  '重新说',
  '等一下',
  'sorry',
  // Decision 081: 买个跑步机 呃 不 动感单车吧: a lone 不 after a hesitation, standing alone.
  ...['呃 不 ', '啊 不 ', '嗯 不 ', '额 不 ', '哦 不 ', '呃不 ', '啊不 ', '嗯不 '],
];

/**
 * Said after a marker with no brand of its own, they take back the brand said before it
 * (吹风机 戴森 不不不 太贵了 换个别的牌子: 戴森 ruled out, decision 074).
 */
export const BRAND_TAKEN_BACK_BY: readonly string[] = [
  ...['太贵', '贵了', '买不起', '不喜欢', '不要了', '不想要', '算了'],
  ...['换个牌子', '换个别的', '换一个牌子', '别的牌子', '其他牌子', '别家', '其他家', '换家', '换一家', '别的品牌', '其他品牌'],
];

/** Days a flight ask may take back (明天上海飞成都 不对是后天): the later one replaces the earlier. */
export const CORRECTABLE_DAYS: readonly string[] = [
  ...['大后天', '后天', '明天', '今天', '明晚', '今晚', '明早', '后天晚上', '明天晚上'],
  ...['下周一', '下周二', '下周三', '下周四', '下周五', '下周六', '下周日', '下周末'],
  ...['周一', '周二', '周三', '周四', '周五', '周六', '周日', '周末', '这周末'],
];

/** Fillers beside a marker (呃 换成, 啊算了): they go with it. */
export const CORRECTION_FILLERS: readonly string[] = ['啊', '呃', '嗯', '额', '哦', '噢', '唉', '哎', '还是', '要'];
