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
  // Decision 079: a greeting said any way, alone, is a greeting (早, 在不在, 有人吗).
  '你好啊',
  '您好呀',
  '嗨喽',
  '哈喽哈喽',
  'hey',
  '早',
  '早安',
  '早呀',
  '早啊',
  '午安',
  '中午好',
  '下午好',
  '在不在',
  '在么',
  '在嘛',
  '在不',
  '有人吗',
  '有人在吗',
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
  // Decision 079: good night, leaving, putting it off, not buying after all.
  '晚安',
  '晚安啦',
  '拜',
  '886',
  '再会',
  '回头聊',
  '下次聊',
  '下次再说',
  '下次吧',
  '以后再说',
  '改天吧',
  '明天再说',
  '我考虑下',
  '我考虑一下',
  '我想想',
  '想想',
  '我先看看',
  '先看看',
  '我自己看看',
  '我自己再看看',
  '随便看看',
  '不买了',
  '先不买了',
  '算了不买了',
  '还是不买了',
  '暂时不买了',
  '不想买了',
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
  // Decision 079: said alone, an acknowledgement is answered in kind (好的, 嗯嗯, 收到).
  '好哒',
  '好好',
  '好的好的',
  '行行',
  '嗯呢',
  '嗯哼',
  '哦',
  '哦哦',
  '噢',
  '懂了',
  '了解了',
  '明白啦',
  '知道啦',
  '可以',
  '没问题',
  'ok的',
  'okk',
  '👌',
];

/** Laughter (哈哈, 呵呵, hhh, 笑死): runs of one laughing sound count once (small-talk.ts). */
export const LAUGHS: readonly string[] = [
  '哈哈',
  '呵呵',
  '嘿嘿',
  '嘻嘻',
  '哈',
  '嘿',
  'hhh',
  'hh',
  'haha',
  'lol',
  '2333',
  '笑死',
  '笑死我了',
  '笑哭',
  '😂',
  '🤣',
  '😄',
  '😁',
];

/** Praise of the assistant (你真棒, 太厉害了, 666, 点赞): answered with thanks, no products. */
export const PRAISE: readonly Phrase[] = [
  [
    ['', '你', '你真', '你好', '你太', '你也太', '你很', '你挺', '你可真', '真', '太', '好', '很', '挺', '超', '真的'],
    ['棒', '厉害', '聪明', '给力', '靠谱', '优秀', '牛', '牛逼', 'nb', '贴心', '专业', '好用', '强', '有用'],
    ['', '了', '啊', '呀', '哦', '的', '哇', '啦', '了啊', '了吧'],
  ],
  [
    [
      '666',
      '66',
      '点赞',
      '给你点赞',
      '赞',
      '赞赞',
      'nice',
      'good',
      'great',
      '完美',
      '👍',
      '厉害了',
      '可以啊',
      '不错',
      '不错不错',
      '挺好',
      '挺好的',
    ],
  ],
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
  // Decision 079: particles of a greeting or a closing (早啊, 晚安哈, 拜拜啦).
  '哇',
  '嘿',
  '哟',
  '喔',
  '哒',
];

/** Replies to the small talk of decision 079: an acknowledgement, a laugh, praise. */
export const SMALL_TALK_REPLIES = {
  ack: '好的。还想看别的，或者对刚才的商品有疑问，随时说。',
  laugh: '哈哈，能让你开心就好！想挑点什么、比一比哪款好，随时告诉我。',
  praise: '谢谢夸奖！还有想挑的东西，告诉我品类和预算，我接着帮你找。',
} as const;
