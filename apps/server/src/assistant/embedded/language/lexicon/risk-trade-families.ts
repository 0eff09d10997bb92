/**
 * Harmful asks by family (decision 079), rows of RISK_FAMILIES (risk-families.ts): accounts and
 * real-name SIM cards bought from others, paid software and memberships cracked, duty dodged on
 * goods carried in, cameras made to hide, invoices naming another thing or a larger sum. Near misses
 * stay sold or answered: 手机卡 (a carrier's SIM), 正版office多少钱, 爱奇艺会员多少钱, 家用监控摄像头,
 * 代购靠谱吗, 能开正规发票吗, 发票开成个人的了 能换成公司吗.
 */
import { spellOut } from './phrase';
import type { RiskFamily } from './risk-families';

/** What an invoice is called. */
const INVOICES = ['发票', '专票', '普票', '开票', '票据', '增值税票'];

/** Accounts of a platform: bought, rented or collected from someone else, they are fraud. */
const ACCOUNTS = [
  ...['微信号', '微信账号', 'qq号', 'qq账号', '支付宝账号', '支付宝号', '淘宝号', '淘宝账号', '淘宝店铺', '店铺账号'],
  ...['闲鱼号', '闲鱼账号', '抖音号', '抖音账号', '快手号', '快手账号', '小红书号', '小红书账号', '微博号', '微博账号'],
  ...['企业微信号', '企业微信账号', '游戏账号', '游戏号', '账号', '帐号', '实名号', '老号', '白号', '成品号'],
  ...['实名手机卡', '实名电话卡', '实名卡', '实名手机号', '身份证'],
];

/** Paid software, systems and memberships (what 破解 breaks). */
const PAID_SOFTWARE = [
  ...['软件', '会员', 'vip', 'svip', '激活码', '序列号', '注册码', 'office', 'windows', 'win10', 'win11', 'photoshop'],
  ...['ps', 'cad', 'pr', '网盘', '不限速', '黑胶', 'app', '付费', '收费', '游戏', 'switch', '视频', '音乐', '系统', '插件'],
];

/** What goods carried in from abroad are called (代购, 海淘, 水货). */
const CARRIED_GOODS = ['代购', '海淘', '水货', '带货', '人肉', '海关', '入境', '过关', '免税店', '行李', '跨境'];

/** What an invoice may wrongly name instead of the thing bought (开成办公用品). */
const INVOICE_ITEMS = [
  ...['办公用品', '办公耗材', '耗材', '劳保用品', '劳保', '日用品', '文具', '礼品', '电脑', '电脑配件', '餐饮', '餐费'],
  ...['会议费', '咨询费', '服务费', '材料费', '培训费', '住宿费', '加油费', '油费', '维修费', '别的', '其他东西'],
];

export const TRADE_FAMILIES: readonly RiskFamily[] = [
  {
    kind: 'fraud',
    what: 'an account of a platform bought, rented or collected (买个微信号, 收购闲鱼账号)',
    words: spellOut([
      ['买', '购买', '收', '收购', '回收', '租', '出租', '出售', '卖', '借', '借用', '倒卖', '批量买'],
      [
        '',
        '个',
        '一个',
        '几个',
        '张',
        '几张',
        '些',
        '一批',
        '别人的',
        '他人的',
        '个别人的',
        '现成的',
        '个现成的',
        '个实名的',
        '实名的',
      ],
      ACCOUNTS,
    ]),
    // 收个账号密码: the shopper's own account; 账号 + 密码/登录 is never bought.
    // 买个身份证读卡器, 身份证复印件, 身份证套: things for one's own ID.
    notBefore: [
      '密码',
      '登录',
      '登陆',
      '绑定',
      '安全',
      '被盗',
      '管理',
      '怎么',
      '读卡器',
      '阅读器',
      '复印',
      '照',
      '套',
      '夹',
      '卡套',
    ],
  },
  {
    kind: 'fraud',
    what: "a SIM card or account in someone else's name (不实名的手机卡, 实名认证的支付宝)",
    words: [
      ...spellOut([
        ['不实名', '免实名', '非实名', '不用实名', '不要实名', '无需实名', '不需要实名', '别人实名'],
        ['', '的'],
      ]),
      ...spellOut([['实名认证的', '实名好的', '已实名的', '实名过的', '已经实名的', '实名的']]),
    ],
    beside: { words: ['手机卡', '电话卡', '流量卡', '卡', '账号', '帐号', '支付宝', '微信', '号', '银行卡'], within: 6 },
    notAfter: ['要', '需要', '得', '必须'],
  },
  {
    kind: 'fraud',
    what: 'an untraceable SIM card (黑卡)',
    words: ['黑卡', '物联网卡当手机卡', '无实名卡'],
    beside: { words: ['哪里买', '哪买', '哪有', '出售', '渠道', '卖', '收', '手机', '电话', '流量'], within: 6 },
    // 招行黑卡, 黑卡权益: a bank's top card.
    notAfter: ['招行', '银行', '信用卡', '运通', '白金'],
    notBefore: ['权益', '额度', '信用卡', '年费'],
  },
  {
    kind: 'piracy',
    what: 'paid software, a system or a membership cracked (破解版photoshop, 网易云黑胶破解)',
    words: ['破解版', '破解软件', '破解补丁', '破解工具', '破解包', '注册机', '盗版软件', '盗版系统', '盗版游戏', '绿色破解'],
    notAfter: ['防', '反', '不要', '不用', '别'],
  },
  {
    kind: 'piracy',
    what: 'cracking paid software beside what it is',
    words: ['破解', '破解的', '免费破解', '白嫖'],
    notAfter: ['防', '反', '防止', '不要', '不用', '别'],
    beside: { words: PAID_SOFTWARE, within: 8 },
  },
  {
    kind: 'piracy',
    what: 'a paid membership rented or shared out (腾讯视频VIP账号租, 会员共享账号)',
    words: ['共享账号', '账号租', '租账号', '出租账号', '账号出租', '借账号', '蹭会员'],
    beside: { words: ['会员', 'vip', 'svip', '视频', '网盘', '音乐', '爱奇艺', '优酷', '腾讯视频', '芒果'], within: 8 },
  },
  {
    kind: 'weapon',
    what: 'a gun bought outright, or a big blade sharpened (买把枪, 开山刀 开刃)',
    words: ['买把枪', '买枪', '卖枪', '一把真枪', '真枪', '搞把枪', '弄把枪', '搞到枪', '弄到枪'],
    notBefore: ['形', '式', '型', '实弹', '玩具', '模型', '套', '战'],
  },
  {
    kind: 'weapon',
    what: 'a big blade sharpened',
    words: ['开刃', '开过刃', '开好刃', '开锋'],
    beside: { words: ['开山刀', '砍刀', '大砍刀', '武士刀', '唐刀', '苗刀', '长刀', '刺刀', '军刀', '匕首', '剑'], within: 6 },
  },
  {
    kind: 'evasion',
    what: 'duty or tax dodged on goods carried in (代购逃税, 水货 逃关税, 过海关不申报)',
    words: [
      ...['逃税', '偷税', '漏税', '避税', '逃关税', '避关税', '逃避关税', '少交税', '不交税', '不交关税', '不用交税'],
      ...['不报关', '不申报', '不用申报', '免申报', '绕过海关', '躲过海关', '避开海关', '不被海关', '不被查', '拆单避税'],
    ],
    beside: { words: CARRIED_GOODS, within: 10 },
  },
  {
    kind: 'fraud',
    what: 'an invoice naming another thing (发票写成电脑, 品名改成办公耗材)',
    words: spellOut([
      ['开成', '写成', '改成', '换成', '填成', '品名改成', '品名换成', '品名写', '品名开', '名目写成', '名目改成'],
      ['', ' ', '是'],
      INVOICE_ITEMS,
    ]),
    beside: { words: INVOICES, within: 12 },
  },
  {
    kind: 'fraud',
    what: 'an invoice for a multiple of the sum, or more than was paid (发票开两倍金额, 开票金额比实际高点)',
    words: [
      ...['两倍', '双倍', '三倍', '翻倍', '翻一倍', '加倍', '比实际高', '比实际多', '比实付高', '比实际金额高', '比实际价格高'],
      ...['高于实际', '多于实际', '比买的贵', '比实际贵', '虚高', '冲账', '平账', '虚报', '套报销'],
    ],
    beside: { words: [...INVOICES, '金额', '报销'], within: 10 },
  },
  {
    kind: 'spying',
    what: 'a camera made to hide (针孔摄像头, 伪装成充电器的摄像头)',
    words: [
      ...spellOut([['针孔'], ['', '式', '的'], ['摄像头', '摄像机', '相机', '监控', '录像']]),
      ...spellOut([
        ['伪装成', '伪装', '做成', '藏进', '藏在', '藏到', '装在'],
        [
          '充电器',
          '充电头',
          '插座',
          '插线板',
          '闹钟',
          '烟雾报警器',
          '纽扣',
          '钢笔',
          '眼镜',
          '手表',
          '挂钟',
          '台灯',
          '车钥匙',
          '数据线',
          '路由器',
        ],
        ['', '的', '里的', '里面的'],
        ['摄像头', '摄像机', '相机', '录像机', '录音笔', '监控'],
      ]),
      ...['偷拍眼镜', '偷拍笔', '偷拍设备', '偷拍神器', '偷录设备', '偷看女朋友', '偷看男朋友', '偷看老婆', '偷看老公'],
    ],
    guards: ['防', '反', '防止', '检测', '探测', '怕被', '被人'],
  },
];
