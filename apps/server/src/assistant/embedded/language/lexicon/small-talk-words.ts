import type { Phrase } from './phrase';

/**
 * Small talk (decision 054), as reviewed data read by language/small-talk.ts: a question made only
 * of these words (and FILLERS) is small talk, never a search. 今天几号来着, 好的 谢谢 没别的了,
 * 今天好累 不想上班. A question with anything else in it (今天几号能到, 谢谢 第二个加心愿单,
 * 不想再手洗碗了 太累) is read as before.
 */

/** Days a date question is about, and how far from today each is. */
export const DAYS: Readonly<Record<string, number>> = {
  今天: 0,
  今儿: 0,
  今日: 0,
  现在: 0,
  今儿个: 0,
  明天: 1,
  明儿: 1,
  后天: 2,
  昨天: -1,
  前天: -2,
};

/** 今天几号, 今天是星期几, 明天几月几号: the date asked (the first slot is a key of DAYS). */
export const DATE_ASKS: readonly Phrase[] = [
  [
    Object.keys(DAYS),
    ['', '是', '到底是', '该是'],
    [
      '几号',
      '几月几号',
      '几月几日',
      '几月几',
      '多少号',
      '星期几',
      '礼拜几',
      '周几',
      '什么日子',
      '啥日子',
      '几号了',
      '哪天',
      '什么日期',
      '几月几号了',
    ],
  ],
  [
    ['', '今天', '现在'],
    ['', '的'],
    ['日期', '几月几号'],
  ],
];

/** 现在几点, 几点了: the time asked. */
export const TIME_ASKS: readonly Phrase[] = [
  [
    ['', '现在', '这会儿', '此刻'],
    ['', '是'],
    ['几点', '几点了', '几点钟', '什么时间', '啥时间'],
  ],
];

/** How the shopper feels (好累, 不想上班, 心情不好): said with nothing to buy, a reply in kind. */
export const MOODS: readonly Phrase[] = [
  [
    ['', '好', '太', '有点', '有点儿', '很', '超', '超级', '巨', '真', '真的', '特别', '累', '好累', '又'],
    [
      '累',
      '困',
      '烦',
      '无聊',
      '郁闷',
      '难过',
      '心累',
      'emo',
      '崩溃',
      '丧',
      '头大',
      '不开心',
      '心情不好',
      '压力大',
      '焦虑',
      '难受',
    ],
    ['', '死了', '啊', '呀', '了', '哦', '呢', '的'],
  ],
  [
    ['', '真', '真的', '好', '一点都', '完全'],
    ['不想上班', '不想上学', '不想干活', '不想工作', '不想动', '不想起床', '想躺平', '想辞职', '想摸鱼', '想放假', '想休息'],
  ],
];

/** A good mood (你好呀 今天心情不错, 今天好开心): said with nothing to buy, a word back (decision 068). */
export const GOOD_MOODS: readonly Phrase[] = [
  [
    ['心情', '今天心情', '心情也'],
    ['', '好', '很', '超', '超级', '挺', '真', '特别', '还'],
    ['不错', '很好', '好', '美丽', '棒', '爽', '舒畅'],
    ['', '啊', '呀', '哦', '呢', '哈', '哈哈', '嘿嘿'],
  ],
  [
    ['', '好', '很', '超', '超级', '挺', '真', '特别'],
    ['开心', '高兴'],
    ['', '啊', '呀', '哦', '呢', '哈', '哈哈', '嘿嘿'],
  ],
];

/** Greetings said with a mood (你好呀 今天心情不错): no ask either. */
export const GREETING_WORDS: readonly string[] = [
  '你好',
  '您好',
  '你好呀',
  '哈喽',
  '嗨',
  'hi',
  'hello',
  '在吗',
  '早上好',
  '晚上好',
];

/** When and what the mood is about: 今天, 上了一天班 (nothing to buy). */
export const MOOD_CONTEXT: readonly string[] = [
  '今天',
  '今儿',
  '最近',
  '这几天',
  '这两天',
  '这周',
  '上了一天班',
  '加了一天班',
  '上一天班',
  '加班',
  '又加班',
  '上班',
  '工作',
  '一天',
  '天天',
  '每天',
  '感觉',
  '我',
  '哎',
  '唉',
  '啊',
  '好',
];

/** Ways of saying thanks, and of saying the shopper is done (没别的了, 先这样). */
export const THANKS_WORDS: readonly string[] = [
  '谢谢',
  '谢谢你',
  '谢了',
  '谢啦',
  '多谢',
  '感谢',
  '感谢你',
  '辛苦了',
  '辛苦啦',
  '麻烦了',
  '麻烦你了',
  'thanks',
  'thank you',
  'thx',
];
export const DONE_WORDS: readonly string[] = [
  '没别的了',
  '没有别的了',
  '没其他的了',
  '没有其他的了',
  '没其他问题了',
  '没有问题了',
  '没问题了',
  '没事了',
  '没啥了',
  '没什么了',
  '就这些',
  '就这些了',
  '就这样',
  '就这样吧',
  '先这样',
  '先这样吧',
  '暂时就这样',
  '暂时不用了',
  '暂时不需要了',
  '不用了',
  '够了',
  '可以了',
  '再见',
  '拜拜',
  '88',
  '下次再聊',
  '回头再说',
  '改天再看',
  '我再想想',
  '再想想',
  '再考虑一下',
  '考虑考虑',
];
/** Acknowledgements that may stand beside thanks (好的 谢谢), but say nothing on their own. */
export const ACK_WORDS: readonly string[] = [
  '好的',
  '好滴',
  '好嘞',
  '好',
  '行',
  '行吧',
  '好吧',
  '嗯',
  '嗯嗯',
  'ok',
  'okay',
  '知道了',
  '明白了',
  '明白',
  '收到',
  '了解',
  '那',
  '那就',
  '哈哈',
];

/** What may stand around any of the above: particles, 请问, 来着. */
export const FILLERS: readonly string[] = [
  '来着',
  '请问',
  '你知道',
  '知道',
  '告诉我',
  '问一下',
  '问下',
  '呢',
  '呀',
  '啊',
  '吗',
  '啦',
  '了',
  '哦',
  '哈',
  '嘛',
  '吧',
  '你',
  '啊呀',
  '~',
  '～',
];
