/**
 * Legal things asked for a forbidden purpose (risk-rules.ts): a word of each list within a few
 * characters of the other, as reviewed data.
 */

/**
 * Refused when a word of each list stands within `within` characters, in either order: the
 * thing is sold legally, the purpose is not. Near misses keep one side only (针孔摄像头 for one's
 * own shop, 考试用的计算器, 开专票 for a laptop bought).
 */
export const RISK_COMBINATIONS: ReadonlyArray<{
  kind: 'spying' | 'cheating' | 'fraud';
  what: string;
  words: readonly [readonly string[], readonly string[]];
  within: number;
}> = [
  {
    kind: 'spying',
    what: 'a hidden camera, bug or tracker aimed at another person or a private place',
    words: [
      [
        '针孔',
        '隐藏摄像',
        '隐形摄像',
        '隐蔽摄像',
        '微型摄像',
        '迷你摄像',
        '偷拍',
        '偷录',
        '窃听',
        '监听器',
        '定位器',
        '追踪器',
        '跟踪器',
      ],
      [
        '室友',
        '合租',
        '别人',
        '他人',
        '邻居',
        '女生',
        '女孩',
        '女同事',
        '同事',
        '前任',
        '前女友',
        '前男友',
        '老婆',
        '老公',
        '对象',
        '女朋友',
        '男朋友',
        '宿舍',
        '厕所',
        '卫生间',
        '浴室',
        '更衣室',
        '酒店',
        '民宿',
        '偷偷',
        '不被发现',
        '发现不了',
        '看不出来',
        '屋里',
        '房间里',
        '车上',
      ],
    ],
    within: 20,
  },
  {
    kind: 'cheating',
    what: 'a device or service to cheat in an exam',
    words: [
      [
        '考试',
        '考场',
        '高考',
        '中考',
        '四六级',
        '四级',
        '六级',
        '驾考',
        '科目一',
        '科目四',
        '考研',
        '期末',
        '考公',
        '公务员考',
        '资格考',
        '监考',
      ],
      [
        '作弊',
        '能收答案',
        '收答案',
        '传答案',
        '接收答案',
        '对答案用',
        '隐形耳机',
        '接收器',
        '小抄',
        '替考',
        '代考',
        '枪手',
        '透视',
      ],
    ],
    within: 16,
  },
  {
    kind: 'fraud',
    what: 'an invoice issued by someone who sold nothing (代开)',
    words: [
      ['代开', '找人开', '外面开', '花钱开', '买票开', '票点', '开票点'],
      ['发票', '专票', '普票', '增值税票', '增值税专用', '增值税普通'],
    ],
    within: 12,
  },
  {
    kind: 'fraud',
    what: 'followers, likes or views bought by the thousand (一万粉丝多少钱)',
    words: [
      [
        '万粉',
        '千粉',
        '百粉',
        '万个粉',
        '千个粉',
        '万粉丝',
        '千粉丝',
        '万个赞',
        '千个赞',
        '万赞',
        '万播放',
        '万关注',
        '个粉丝',
        '涨粉',
      ],
      ['多少钱', '怎么买', '能买', '哪里买', '去哪买', '买一', '买点', '花钱', '价格', '报价'],
    ],
    within: 10,
  },
];
