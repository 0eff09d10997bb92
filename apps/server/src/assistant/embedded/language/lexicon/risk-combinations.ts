/**
 * Legal things asked for a forbidden purpose (risk-rules.ts): a word of each list within a few
 * characters of the other, as reviewed data.
 */

import { spellOut } from './phrase';

/** Devices that film, record or track (摄像头, 录音笔, 定位器). */
const SPY_DEVICES = ['摄像头', '摄像机', '监控', '录像机', '录音笔', '录音器', '定位器', '追踪器', 'gps'];

/**
 * A device said to be hidden (看不出来的摄像头, 藏在充电器里的摄像头), decision 054: refused beside
 * a person or a private place of SPY_TARGETS, sold otherwise (隐藏式摄像头 看家).
 */
export const CONCEALED_DEVICES: readonly string[] = [
  ...spellOut([
    [
      '看不出来',
      '看不出',
      '发现不了',
      '不被发现',
      '不容易发现',
      '不易察觉',
      '察觉不到',
      '隐藏',
      '隐形',
      '隐蔽',
      '藏起来',
      '偷偷装',
      '偷装',
      '暗装',
      '很隐蔽',
    ],
    ['', '的', '式', '点的', '一点的'],
    SPY_DEVICES,
  ]),
  ...spellOut([
    ['伪装成', '做成', '藏在', '藏进', '装在', '塞在'],
    [
      '充电器',
      '充电头',
      '插座',
      '插头',
      '烟雾报警器',
      '闹钟',
      '钟表',
      '纽扣',
      '笔',
      '挂钩',
      '路由器',
      '相框',
      '台灯',
      '空调',
      '灯泡',
    ],
    ['', '的', '里的', '里面的', '里'],
    SPY_DEVICES,
  ]),
];

/** People and private places a hidden device may not be aimed at. */
export const SPY_TARGETS: readonly string[] = [
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
  '合租屋',
  '出租屋',
  '租客',
  '房客',
  '女房客',
  '同学',
  '女同学',
  '闺蜜',
  '试衣间',
  '澡堂',
  '洗澡',
  '上厕所',
  '换衣服',
];

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
        ...CONCEALED_DEVICES,
      ],
      SPY_TARGETS,
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
        // Decision 060: jammers and devices taken past the invigilator.
        '屏蔽器',
        '信号屏蔽',
        '干扰器',
        '骗过监考',
        '躲过监考',
        '监考发现不了',
        '不被监考',
        '查不出来的耳机',
        '微型耳机',
        '隐形耳麦',
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
