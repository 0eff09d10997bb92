import type { Phrase } from './phrase';

/**
 * Order issues (decision 060): asks about an order already placed that no product search, price
 * record or comparison can answer — price protection after a drop (刚下单就降价了 能保价吗), when
 * a refund arrives (退款多久到账), an item missing or wrong in the parcel (商品少发了一件), when the
 * fitter comes (安装师傅什么时候上门), a parcel that does not come (快递三天了还没到). Read by
 * language/intent.ts before the price, compare and shopping rules; a row with `with` counts only
 * when the question also holds one of those words (还没到 is a parcel's only beside 快递, 订单…).
 * A new wording is one more string in its row.
 */
export interface OrderIssue {
  topic: 'price-protection' | 'refund-timing' | 'missing' | 'appointment' | 'delivery';
  phrases: readonly Phrase[];
  with?: readonly string[];
}

/** Words that say a parcel or an order is meant. */
const PARCEL = [
  '快递',
  '包裹',
  '物流',
  '订单',
  '下单',
  '发货',
  '到货',
  '收到',
  '拆开',
  '打开',
  '箱子里',
  '盒子里',
  '买的',
  '网购',
];

export const ORDER_ISSUES: readonly OrderIssue[] = [
  {
    topic: 'price-protection',
    phrases: [
      [
        ['下单', '下完单', '买', '买完', '买了', '付款', '付完款', '拍下', '拍了', '入手', '收货', '刚收到'],
        ['', '就', '后就', '完就', '没几天就', '没两天就', '第二天就', '两天就', '三天就', '才几天就', '没多久就', '不到一周就'],
        ['降价', '便宜了', '降了', '打折了', '跌价', '大降价', '降了一百', '降了几百'],
      ],
      [
        ['能', '可以', '能不能', '可不可以', '怎么', '咋', '如何', '怎样', '要怎么', '去哪'],
        ['', '申请', '找'],
        ['保价', '价保', '退差价', '补差价', '退点差价', '补偿差价', '把差价退'],
      ],
    ],
  },
  {
    topic: 'refund-timing',
    phrases: [
      [
        ['退款', '退的钱', '退货款', '退回的钱', '钱'],
        ['', '一般', '大概', '要', '得', '需要'],
        ['多久', '几天', '多长时间', '什么时候', '啥时候', '几个工作日'],
        ['', '能', '才能', '才', '会', '可以'],
        ['到账', '到', '退回', '退到', '退回来', '回来', '到卡'],
      ],
      [
        ['退款', '退的钱'],
        ['', '怎么', '咋', '一直', '还', '显示成功了', '成功了'],
        ['没到账', '不到账', '还没到', '没到', '没收到', '到哪了', '退到哪'],
      ],
    ],
  },
  {
    topic: 'missing',
    phrases: [
      [
        [
          '少发',
          '漏发',
          '少寄',
          '漏寄',
          '发少了',
          '寄少了',
          '少件',
          '缺件',
          '发错货',
          '发错了',
          '寄错了',
          '错发',
          '发错颜色',
          '发错尺码',
          '配件不全',
          '缺配件',
          '少了配件',
          '少个配件',
          '赠品没发',
          '赠品没给',
          '少了赠品',
        ],
      ],
    ],
  },
  {
    topic: 'missing',
    phrases: [
      [
        ['少了', '缺了', '就来了', '只到了', '只收到'],
        ['一件', '一个', '一样', '一盒', '一瓶', '一包', '一双', '一部分', '配件', '赠品', '一半'],
      ],
    ],
    with: PARCEL,
  },
  {
    topic: 'appointment',
    phrases: [
      [
        ['安装', '装机', '送装', '上门', '师傅', '安装师傅', '售后师傅'],
        ['', '一般', '大概', '要', '到底'],
        ['什么时候', '啥时候', '几天', '多久', '哪天', '多长时间'],
        ['', '能', '会', '才', '才能', '可以', '过来', '来'],
        ['上门', '来', '到', '来装', '装', '安装', '联系', '打电话'],
      ],
      [
        ['什么时候', '啥时候', '多久', '几天', '哪天'],
        ['', '能', '会', '才', '才能', '可以', '派人'],
        ['来装', '上门装', '上门安装', '来安装', '给装', '装上', '能装'],
      ],
      [
        [
          '预约安装',
          '约安装',
          '安装怎么预约',
          '怎么约师傅',
          '安装没人联系',
          '没人来装',
          '一直没人来装',
          '师傅没来',
          '师傅还没来',
        ],
      ],
    ],
  },
  {
    topic: 'delivery',
    phrases: [
      [
        [
          '还没到',
          '还没收到',
          '一直没到',
          '一直不到',
          '老是不到',
          '怎么还不到',
          '还不到',
          '迟迟没到',
          '迟迟不到',
          '没送到',
          '送不到',
          '还没送',
          '卡在路上',
          '不派送',
          '还没发货',
          '一直没发货',
          '迟迟不发货',
          '不发货',
          '物流不动',
          '物流不更新',
          '物流没更新',
          '几天没动',
          '没动静',
          '显示签收了',
          '显示已签收',
          '被别人签收',
          '丢件',
          '快递丢了',
          '快递丢件',
        ],
      ],
    ],
    with: ['快递', '包裹', '物流', '订单', '下单', '发货', '买的', '货'],
  },
];
