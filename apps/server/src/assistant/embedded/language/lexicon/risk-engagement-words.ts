/**
 * Fake engagement words of the fraud rule (risk-rules.ts): followers, likes, reviews and orders
 * bought or faked, as reviewed data.
 */

/**
 * Fake engagement (刷粉, 买赞, 刷播放量, 刷单, 刷好评): a verb of buying or faking, fillers (个, 点,
 * 些, 一下, numbers, blanks) and what is faked. Each row says which verbs fit its objects: 买单 is
 * paying, so 单 only goes with 刷; 粉丝 is also a food, so it goes with 刷, never 买.
 */
export const FAKE_ENGAGEMENT: ReadonlyArray<{ verbs: readonly string[]; objects: readonly string[] }> = [
  {
    verbs: ['刷', '代刷', '花钱刷', '买', '购买', '花钱买'],
    objects: [
      '粉',
      '僵尸粉',
      '活粉',
      '真人粉',
      '赞',
      '点赞',
      '播放量',
      '浏览量',
      '阅读量',
      '观看量',
      '完播率',
      '关注',
      '收藏量',
      '转发量',
      '好评',
      '直播间人气',
      '在线人数',
      '访客',
      // Decision 079: reviews bought (买评论, 怎么买五星好评).
      '评论',
      '五星好评',
      '五星评价',
      '水军',
    ],
  },
  {
    verbs: ['刷', '代刷', '花钱刷'],
    objects: [
      '粉丝',
      '销量',
      '播放',
      '评论',
      '评价',
      '差评',
      '人气',
      '热度',
      '流量',
      '单',
      '单子',
      '信誉',
      '钻',
      '数据',
      '订单',
      '返现',
      // Decision 081: bad reviews faked against someone (给隔壁店铺刷一波一星评价).
      '一星评价',
      '一星差评',
      '一星',
      '恶评',
      '负面评价',
      '低分',
    ],
  },
];
/** What an object may not go on with: 买粉底, 刷单车, 刷单词, 刷流量卡, 刷数据线, 评论区. */
export const FAKE_ENGAGEMENT_NOT_AFTER: Readonly<Record<string, readonly string[]>> = {
  粉: [
    '底',
    '饼',
    '扑',
    '色',
    '红',
    '刷',
    '条',
    '末',
    '饰',
    '丝',
    '笔',
    '嫩',
    '紫',
    '蓝',
    '水',
    '状',
    '墙',
    '的',
    '款',
    '系',
    '白',
    '黄',
    '绿',
    '黑',
    '金',
    '调',
  ],
  粉丝: ['汤', '煲', '粉条', '包', '扇贝'],
  单: ['车', '词', '反', '品', '价', '人', '肩', '头', '色', '次', '层', '门', '孔', '杯'],
  流量: ['卡', '包', '套餐', '计'],
  数据: ['线', '卡', '恢复'],
  评论: ['区', '里', '中', '说', '多', '少', '好', '都', '数', '功能', '怎么'],
  关注: ['度'],
  好评: ['率', '如潮', '多的', '多吗', '多不多', '最多', '高', '度'],
  钻: ['石', '头', '戒'],
};
/** Where followers are faked: with one of these before it, 买粉 is fake followers whatever follows. */
export const ENGAGEMENT_PLATFORMS: readonly string[] = [
  '抖音',
  '快手',
  '小红书',
  'b站',
  '微博',
  '视频号',
  '公众号',
  '直播间',
  '账号',
  '店铺',
  'ins',
  'tiktok',
];

/** Nouns ending in 刷 (a brush), so 牙刷好评多 and 牙刷 按销量排 fake nothing. */
export const BRUSH_NOUNS: readonly string[] = [
  '牙',
  '鞋',
  '锅',
  '油',
  '粉',
  '板',
  '头',
  '毛',
  '眉',
  '发',
  '马桶',
  '碗',
  '奶瓶',
  '杯',
  '车',
  '地',
  '墙',
  '漆',
];
/** Characters that may stand between the verb and what is faked (刷个好评, 买一千个赞, 刷 点赞). */
export const FAKE_ENGAGEMENT_FILLERS = '个些点下波批的了一二两三四五六七八九十百千万几0123456789 ';
