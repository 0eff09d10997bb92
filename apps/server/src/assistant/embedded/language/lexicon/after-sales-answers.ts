/**
 * After-sales answers by topic (decision 054): the first row with a word in the question gives the
 * short honest answer, before the note that the order is the mall's. Order matters: 寄回去换货 运费谁出
 * is about the post, 快递箱子破了 要不要签收 about the parcel. A question no row fits gets the
 * general answer (flows/chitchat-flow.ts).
 */
export const AFTER_SALES_ANSWERS: ReadonlyArray<{ topic: string; words: readonly string[]; answer: string }> = [
  {
    topic: 'fitting',
    words: ['安装', '装机', '打孔', '移机', '拆旧', '上门装', '送装', '铜管', '支架'],
    answer:
      '大家电一般由品牌或商城安排师傅上门安装，基础安装通常免费；打孔、加长铜管、支架、高空作业这类辅材和特殊作业常另外收费，以商品页的「安装服务」说明和师傅的收费价目表为准，装之前可以先让师傅报价。',
  },
  {
    topic: 'parcel',
    words: ['签收', '拒收', '拒签', '验货', '箱子破', '包装破', '外箱破', '盒子破', '快递破', '压坏', '摔坏', '破损'],
    answer:
      '外包装破了，建议当着快递员的面开箱验货：商品有损坏就直接拒收，或让快递员备注后再签收，并拍照留证；签收后才发现问题，尽快在订单里申请售后并附上照片。',
  },
  {
    topic: 'post',
    words: ['运费', '邮费', '快递费', '运费险', '寄回', '退回去'],
    answer:
      '质量问题退换货，来回运费一般由商家承担；七天无理由退换多是买家出运费，下单时买了运费险的可以抵扣。在订单里申请退换货时页面会写明运费怎么算。',
  },
  {
    topic: 'invoice',
    words: ['发票', '专票', '普票', '开票', '抬头', '税号'],
    answer:
      '发票在下单商城的「我的订单」→订单详情里申请或下载：电子发票丢了可以重新下载，纸质发票找商家补开；要公司抬头的，申请时填公司名称和税号，已经开成个人抬头的多数能申请换开。',
  },
  {
    topic: 'price-protection',
    words: ['价保', '保价', '差价', '降价了'],
    answer: '买完降价，可以在订单里找「价格保护」申请退差价，一般要在价保期内、同一店铺同款商品降价才行，具体天数看商品页。',
  },
  {
    topic: 'delivery',
    words: ['没发货', '不发货', '发货', '物流', '到哪了', '没收到货', '快递没到'],
    answer: '物流进度在订单详情里能看到；超过商家承诺的发货时间还没发，可以先催商家，不行就申请取消订单或找平台客服介入。',
  },
  {
    topic: 'fault',
    words: ['保修', '质保', '维修', '报修', '坏了', '掉了', '断了', '脱落', '杂音', '异响', '漏水', '不制冷', '不开机', '黑屏'],
    answer:
      '在保修期内的质量问题，可以在订单里申请售后（退换或维修），也可以找品牌官方售后报修；家电整机一般保修一年、主要部件更久，具体以商品页和保修卡为准。',
  },
  {
    topic: 'return',
    words: ['七天无理由', '7天无理由', '退货', '换货', '退款', '能退', '能换', '退换'],
    answer:
      '多数商品支持七天无理由退换：商品完好、配件齐全一般都能退，拆了外包装通常不影响，但激活过、影响二次销售的可能不行；质量问题退换不受这个限制。在订单里点「申请售后」就能办。',
  },
];

/** Said after a topic's answer: the order is the mall's, and a new pick is a question away. */
export const AFTER_SALES_NOTE =
  '具体以下单商城的订单页和商品页说明为准，我这里查不到你的订单，没法替你办。如果想重新挑一款，告诉我品类和预算就行。';
