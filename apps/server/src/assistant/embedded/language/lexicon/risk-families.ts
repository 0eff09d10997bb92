/**
 * Harmful asks by family (decision 050), as reviewed data beside risk-terms.ts: each row is a
 * family of words refused on their own, or only beside a word of `beside` (either order, within
 * that many characters). `notAfter` / `notBefore` hold what turns a word into a near miss when it
 * stands right before / after it (防偷拍, 对症下药, 请假证明, 假发). A new way of asking is one more
 * word in its row, with a near miss in risk-rules.test.ts.
 */
import { FRAUD_FAMILIES } from './risk-fraud-families';
import { TRADE_FAMILIES } from './risk-trade-families';

export type RiskFamilyKind = 'spying' | 'drug' | 'fraud' | 'intrusion' | 'weapon' | 'restricted' | 'evasion' | 'piracy';

export interface RiskFamily {
  kind: RiskFamilyKind;
  what: string;
  words: readonly string[];
  notAfter?: readonly string[];
  notBefore?: readonly string[];
  /**
   * Words that, right before one of the row's words, guard against it (防偷拍, 怕被偷拍): the pair
   * is taken out of the question before any rule runs, so no other rule reads it either.
   */
  guards?: readonly string[];
  beside?: { words: readonly string[]; within: number };
}

/** Someone else's account, network or device (the object of 破解, 黑进). */
const OTHERS_THINGS = [
  'wifi',
  'wi-fi',
  '无线网',
  '网络',
  '密码',
  '账号',
  '帐号',
  '微信',
  'qq',
  '邮箱',
  '支付宝',
  '银行卡',
  '手机',
  '电脑',
  '网站',
  '服务器',
  '后台',
  '系统',
  '门禁',
  '门锁',
  '指纹锁',
  '摄像头',
  '监控',
  '游戏号',
  '别人',
  '他人',
  '邻居',
  '隔壁',
  '对方',
];

/** Papers that prove something: forged, they are fraud whatever they are. */
const DOCUMENTS = [
  '证书',
  '学历',
  '文凭',
  '毕业证',
  '学位证',
  '身份证',
  '驾照',
  '驾驶证',
  '行驶证',
  '结婚证',
  '离婚证',
  '房产证',
  '营业执照',
  '执照',
  '护照',
  '签证',
  '户口本',
  '病历',
  '诊断书',
  '病假条',
  '证明',
  '公章',
  '印章',
  '合同',
  '成绩单',
  '录取通知书',
  '工作证',
  '学生证',
  '车牌',
  '健康证',
  '体检报告',
  '检测报告',
  '银行流水',
  '流水',
  '资格证',
  '职称证',
  '上岗证',
  '证件',
  '发票',
];

/** E-cigarettes and their cartridges, which may not be sold online in China. */
const E_CIGARETTES = ['电子烟', '烟弹', '烟油', '雾化烟', '一次性电子烟', '悦刻', 'relx', 'iqos', '加热不燃烧'];

export const RISK_FAMILIES: readonly RiskFamily[] = [
  {
    kind: 'spying',
    what: 'filming, recording or watching someone in secret',
    words: ['偷拍', '偷录', '偷窥', '窃听', '偷听', '监听别人', '监听他人', '偷看别人', '偷看她', '偷看他'],
    // 防偷拍, 怕被偷拍, 偷拍检测仪: guarding against it is a near miss.
    guards: ['防', '反', '防止', '防范', '怕被', '被人', '被', '检测', '探测', '查找', '发现', '识别', '避免'],
    notBefore: ['检测', '探测', '侦测', '报警', '检查', '识别'],
  },
  {
    kind: 'drug',
    what: 'a drug to knock someone out or poison them',
    words: [
      '迷晕',
      '迷昏',
      '蒙汗药',
      '昏迷药',
      '昏睡药',
      '失忆水',
      '失忆药',
      '听话药',
      '下药',
      '下迷药',
      '让人昏迷',
      '让人昏睡',
      '让人睡着的药',
      '让人失去意识',
      '让人晕倒',
      '放倒人',
      '毒死人',
      '害死人',
      '弄死人',
      '致死量',
      '氰化钾',
      '氰化物',
      '砒霜',
      '毒鼠强',
      '依托咪酯',
      '太空油',
      '太空烟',
      '听话烟',
    ],
    notAfter: ['对症', '防'],
  },
  {
    kind: 'drug',
    what: 'an e-cigarette with something added (加料)',
    words: ['加料', '上头', '加东西', '加药', '能嗨', '嗨的', '飘的'],
    beside: { words: E_CIGARETTES, within: 12 },
  },
  {
    kind: 'fraud',
    what: 'a forged certificate, licence, ID or record',
    words: ['假的', '假', '伪造', '仿造', '造假', '做假', 'p一个', 'p一张', 'ps一个', 'ps一张', '改一下日期', '改个日期'],
    // 请假证明, 暑假 学生证, 假发 证件照, 真假证书怎么辨别: 假 in another word.
    notAfter: [
      '请',
      '休',
      '放',
      '暑',
      '寒',
      '病',
      '年',
      '婚',
      '产',
      '度',
      '调',
      '销',
      '事',
      '节',
      '真',
      '放长',
      '辨别真',
      '鉴别',
    ],
    notBefore: ['发', '睫毛', '如', '设', '装', '期', '日', '牙', '山', '肢', '面', '花', '体重', '货'],
    beside: { words: DOCUMENTS, within: 4 },
  },
  {
    kind: 'fraud',
    what: 'a document or qualification bought (买学历, 办证刻章)',
    words: [
      '买学历',
      '买文凭',
      '买毕业证',
      '买学位',
      '买驾照',
      '买证件',
      '办证刻章',
      '刻章办证',
      '代办学历',
      '代考证',
      '包过拿证',
    ],
  },
  {
    kind: 'fraud',
    what: 'cashing out credit, laundering money, renting out accounts',
    words: [
      '套现',
      '洗钱',
      '骗贷',
      '骗保',
      '刷流水',
      '假流水',
      '黑户贷款',
      '黑户下款',
      '收购银行卡',
      '出租银行卡',
      '出售银行卡',
      '卖银行卡',
      '买银行卡',
      '借银行卡',
      '出租电话卡',
      '卖电话卡',
      '出租微信',
      '出租支付宝',
      '卖微信号',
      '买微信号',
      '假币',
      '假钞',
      '高仿钞',
    ],
    notAfter: ['反', '防', '防止', '识别', '辨别', '鉴别', '验'],
    notBefore: ['检测', '识别', '鉴别', '笔', '机'],
  },
  // Decision 070: someone else's account got hold of (帮我搞个别人的微信号 要能登录的).
  {
    kind: 'fraud',
    what: "getting hold of someone else's account",
    words: [
      ...['别人的微信号', '别人的微信', '别人微信号', '别人的qq号', '别人的qq', '别人的账号', '别人的帐号', '别人账号'],
      ...['他人的账号', '他人账号', '他人微信', '别人的支付宝', '别人的抖音号', '别人的游戏账号', '实名微信号', '成品微信号'],
    ],
    beside: {
      words: ['搞', '买', '弄', '收', '要个', '要一个', '能登录', '可登录', '登录', '租', '借', '卖我', '卖给我'],
      within: 12,
    },
  },
  {
    kind: 'intrusion',
    what: "breaking into someone else's account, network or device",
    words: ['破解', '黑进', '黑掉', '入侵', '攻破', '盗取', '偷取', '窃取'],
    notAfter: ['防', '反', '防止', '防范', '抵御', '阻止'],
    notBefore: ['检测', '防护', '报警', '侦测', '提醒', '警报', '版游戏'],
    beside: { words: OTHERS_THINGS, within: 10 },
  },
  {
    kind: 'intrusion',
    what: 'stealing accounts or using a network uninvited',
    words: ['盗号', '撞库', '蹭网', '蹭别人', '万能钥匙破解', '查看别人的微信', '看别人的聊天记录', '登别人的'],
    guards: ['防', '反', '防止', '怕被', '被'],
  },
  {
    kind: 'weapon',
    what: 'guns, crossbows, stun guns and other weapons',
    words: [
      '能打钢珠',
      '打钢珠',
      '钢珠弹',
      '气狗',
      '火药枪',
      '土枪',
      '自制枪',
      '改装枪',
      '麻醉枪',
      '麻醉针',
      '十字弩',
      '弩',
      '电击器',
      '防身电击',
      '电警棍',
      '指虎',
      '手指虎',
      '狼牙棒',
      '能杀人',
    ],
    notAfter: ['玩具', '儿童', '模型'],
    notBefore: ['玩具', '模型'],
  },
  {
    kind: 'restricted',
    what: 'e-cigarettes, which may not be sold online in China',
    words: E_CIGARETTES,
    notAfter: ['戒'],
    notBefore: ['危害', '有害', '对身体', '伤害'],
  },
  // Decision 054: invoices for no purchase, reviews made up, others' bank cards, secret filming.
  ...FRAUD_FAMILIES,
  // Decision 079: accounts and SIMs of others, cracked software, duty dodged, hiding cameras, invoices.
  ...TRADE_FAMILIES,
];
