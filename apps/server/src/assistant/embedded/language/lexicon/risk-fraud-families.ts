/**
 * Harmful asks by family (decision 054), rows of RISK_FAMILIES (risk-families.ts): an intent verb
 * or object beside a harmful modifier. Invoices for no purchase or a made-up amount, reviews made
 * up, other people's bank cards and IDs, filming someone in secret. Near misses stay sold or
 * answered: 正规发票, 买了东西开发票, 评价好的耳机, 这款的评价像真人写的吗, 银行卡套, 身份证读卡器.
 */
import { spellOut } from './phrase';
import { SPY_TARGETS } from './risk-combinations';
import type { RiskFamily } from './risk-families';

/** What an invoice is called. */
const INVOICES = ['发票', '专票', '普票', '开票', '票据', '增值税票'];

/** Numbers said in figures or words (两千, 5000, 几十). */
const AMOUNTS = [
  '一',
  '二',
  '两',
  '三',
  '四',
  '五',
  '六',
  '七',
  '八',
  '九',
  '十',
  '几',
  '1',
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
];

/** Reviews, ratings and buyer posts. */
const REVIEWS = ['评价', '好评', '评论', '买家秀', '晒单', '追评', '五星', '点评', '测评'];

/** What is someone else's to own: bank cards, IDs, company accounts and the keys to them. */
const OTHERS_PAPERS = ['银行卡', '身份证', '对公账户', '对公户', 'u盾', '四件套', '实名卡', '实名账号', '实名手机号', '营业执照'];

export const FRAUD_FAMILIES: readonly RiskFamily[] = [
  {
    kind: 'fraud',
    what: 'an invoice with nothing bought (找个能开发票的 不用真买东西)',
    words: spellOut([
      ['没', '没有', '不用', '不', '不需要', '不想', '没有实际', '不实际', '没真', '不真'],
      ['', '真', '真的', '实际'],
      ['买', '买东西', '消费', '购买', '交易', '发生交易'],
    ]),
    // 还没买 想问能开发票吗, 先不买: a purchase to come, not one never made.
    notAfter: ['还', '先', '暂时', '都'],
    notBefore: ['过', '到', '了'],
    beside: { words: INVOICES, within: 14 },
  },
  {
    kind: 'fraud',
    what: 'invoices got by the handful (搞几张餐饮发票)',
    words: spellOut([
      ['搞', '弄', '整', '收'],
      ['几', '一些', '些', '点', '一堆', '一沓', '十几', '几十', '一批', '一百'],
      ['', '张', '份'],
    ]),
    notBefore: ['钱', '东西', '块', '元'],
    beside: { words: INVOICES, within: 6 },
  },
  {
    kind: 'fraud',
    what: 'an invoice or receipt with the amount left to fill in (金额我自己填)',
    words: spellOut([
      ['金额', '数额', '钱数', '价钱', '数字'],
      ['', '我', '我们', '由我'],
      ['自己', '随便', '我来', '空着', '留空', '先不', '别', '不用', '不要', '后面再'],
      ['', '填', '写', '来填', '来写'],
    ]),
    beside: { words: [...INVOICES, '报销', '收据'], within: 16 },
  },
  {
    kind: 'fraud',
    what: 'an invoice for more than was paid (买了两千的东西 发票能开成五千吗)',
    words: spellOut([
      ['开成', '写成', '填成', '改成', '开到', '写到', '填到', '改到', '报成', '开高到', '多开到'],
      ['', ' '],
      AMOUNTS,
    ]),
    beside: { words: INVOICES, within: 12 },
  },
  {
    kind: 'fraud',
    what: 'reviews made up (帮我编20条买家评价 要像真人写的)',
    words: [
      ...spellOut([
        ['编造', '捏造', '伪造', '瞎编', '胡编', '代写', '批量写', '批量生成', '批量发'],
        ['', '一些', '几', '些', '点'],
      ]),
      ...spellOut([['编'], ['一些', '几', '些', '点', '个']]),
      ...spellOut([
        ['写', '生成', '弄', '搞', '编'],
        ['', '个'],
        ['几', '十几', '几十', '二十', '三十', '五十', '一百', '上百', '一些', '一批', '10', '20', '30', '50', '100'],
        ['条', '篇', '个'],
      ]),
      ...spellOut([
        [
          '像真人',
          '像真的',
          '像真买家',
          '真人口吻',
          '不同口吻',
          '看不出是假',
          '看不出来是假',
          '看不出是刷',
          '换着账号',
          '不同账号',
        ],
        ['', '写的', '一样', '发的'],
      ]),
    ],
    // 编织, 编程, 编号: 编 in another word; 评价像真人写的吗: asking whether they are real.
    notBefore: [
      '织',
      '程',
      '辑',
      '号',
      '码',
      '绳',
      '发型',
      '排',
      '曲',
      '者',
      '制',
      '吗',
      '么',
      '不',
      '嘛',
      '呢',
      '写的吗',
      '写的么',
      '写的不',
      '的吗',
    ],
    notAfter: ['是不是', '是否', '看着', '看起来', '感觉', '都', '不', '很'],
    beside: { words: REVIEWS, within: 10 },
  },
  {
    kind: 'fraud',
    what: 'reviews written to order for a shop (找人给我店铺写五星好评, decision 075)',
    words: spellOut([
      ['找人', '雇人', '请人', '花钱找人', '花钱请人', '给我店铺', '给店铺', '给我的店', '帮店铺', '帮我店铺'],
      ['', '给我', '帮我', '帮忙'],
      ['写', '刷', '发', '留', '打'],
    ]),
    beside: { words: REVIEWS, within: 8 },
  },
  {
    kind: 'fraud',
    what: 'an invoice naming something other than what was bought (开办公用品的发票 其实买的是手机, decision 075)',
    words: [
      '其实买的是',
      '实际买的是',
      '实际上买的是',
      '其实买的',
      '实际买的',
      '品名写成',
      '品名开成',
      '写成办公用品',
      '开成办公用品',
    ],
    beside: { words: INVOICES, within: 16 },
  },
  {
    kind: 'fraud',
    what: "someone else's bank card, ID or company account bought, sold or rented (收银行卡 身份证 哪有渠道)",
    words: [
      ...spellOut([
        ['收', '收购', '回收', '租', '出租', '出售', '卖', '借', '借用', '倒卖'],
        ['', '别人的', '他人的', '几张', '一批', '些', '几张别人的', '几张他人的', '一批别人的', '些别人的', '点别人的'],
        OTHERS_PAPERS,
      ]),
      ...spellOut([['买', '购买', '收'], ['别人的', '他人的', '实名的', '几张', '一批'], OTHERS_PAPERS]),
      ...spellOut([['买', '购买'], OTHERS_PAPERS.filter((p) => p !== '营业执照')]),
    ],
    // 银行卡套, 身份证读卡器, 收银行卡吗 (a shop that takes cards), 卖身份证复印件的打印机.
    notBefore: [
      '套',
      '包',
      '夹',
      '贴',
      '卡套',
      '卡包',
      '收纳',
      '读卡器',
      '阅读器',
      '复印',
      '保护',
      '照',
      '吗',
      '么',
      '不',
      '支付',
      '付款',
      '刷卡',
    ],
  },
  // Decision 060: a refund kept with the goods (怎么退款不退货 东西不寄回去还能拿到钱), and the
  // tricks of it. 仅退款 for a parcel never received, or 商家说不用退货, stay after-sales asks.
  {
    kind: 'fraud',
    what: 'refund fraud: the money back, the goods kept or swapped (退款不退货, 调包退货)',
    words: [
      '恶意退款',
      '骗退款',
      '骗取退款',
      '白嫖退款',
      '调包退货',
      '掉包退货',
      '退货调包',
      '退货掉包',
      '空包退货',
      '寄空包裹退',
      '退个空盒',
      '退空盒子',
    ],
  },
  {
    kind: 'fraud',
    what: 'the goods kept while the money comes back',
    words: spellOut([
      ['', '东西', '货', '商品'],
      ['不退货', '不寄回', '不寄回去', '不用寄回', '不还回去', '不退回去', '不退回', '自己留着', '留下', '不退'],
    ]),
    notAfter: ['说', '让', '同意', '让我', '说了', '表示', '主动'],
    notBefore: ['款', '了吗', '也行吗'],
    beside: {
      words: ['退款', '拿到钱', '拿钱', '退钱', '钱退', '把钱要回', '钱也退', '钱还能', '全额退', '拿回钱'],
      within: 10,
    },
  },
  {
    kind: 'spying',
    what: 'filming or watching a person in secret (偷偷拍室友)',
    words: spellOut([
      ['偷偷', '暗中', '偷着', '悄悄', '背着人'],
      ['', '地', '的'],
      ['拍', '录', '监视', '监控', '盯着', '看', '装'],
    ]),
    beside: { words: SPY_TARGETS, within: 12 },
  },
];
