/**
 * What an accessory must state to fit the device it is asked for (decision 071): a power bank
 * that charges a laptop gives 65W or more, a charger for one as much, a cable for one 60W, a
 * cable for an iPhone before the 15 is a Lightning one. One row per device: the words it is said
 * with, and for each accessory category the comparison its listings must meet (read by
 * measures.ts as if said: 65瓦以上) or the value they must state (spec-terms.ts). A new device is
 * one row; the longest word of the first row said wins.
 */
export interface DeviceFit {
  /** How the device is said (笔记本, MacBook); matched case-blind. */
  words: readonly string[];
  /** Accessory category id → the comparison its listings must meet. */
  needs: Readonly<Record<string, string>>;
}

/** The game pads a computer takes: every platform naming PC. */
const PC_PADS = 'Xbox/PC|PS5/PC|PC/Switch/手机|PC/手机';

export const DEVICE_FITS: readonly DeviceFit[] = [
  {
    words: [
      ...['老款iphone', '老iphone', '旧款iphone', '旧iphone', '老款苹果手机', '老苹果手机', '苹果老款手机', '以前的iphone'],
      ...['iphone14', 'iphone 14', 'iphone13', 'iphone 13', 'iphone12', 'iphone 12', 'iphone11', 'iphone 11'],
      ...['iphonex', 'iphone x', 'iphone8', 'iphone 8', 'iphone se', 'iphonese', 'airpods'],
    ],
    needs: { 'data-cables': 'Lightning' },
  },
  {
    words: ['笔记本', '电脑', 'macbook', '轻薄本', '游戏本', '办公本', 'thinkpad', 'matebook', '拯救者', '小新'],
    needs: {
      'power-banks': '65瓦以上',
      chargers: '65瓦以上',
      'data-cables': '60瓦以上',
      ssd: 'PCIe 4.0|PCIe 5.0',
      'game-controllers': PC_PADS,
    },
  },
  // Decision 073: a drive added to a computer goes inside it (台式机加硬盘): an M.2 PCIe one.
  {
    words: ['台式机', '台式电脑', '台式', '主机', '电脑主机', '装机', '主板'],
    needs: { ssd: 'PCIe 4.0|PCIe 5.0', 'game-controllers': PC_PADS },
  },
  // Decision 083: a pad for a console works with it (ps5手柄, switch能用的手柄).
  { words: ['ps5', 'ps4', 'playstation', '索尼主机'], needs: { 'game-controllers': 'PS5/PC' } },
  { words: ['xbox', '微软主机'], needs: { 'game-controllers': 'Xbox/PC' } },
  { words: ['switch', '任天堂主机'], needs: { 'game-controllers': 'Switch|PC/Switch/手机' } },
  {
    words: ['平板', 'ipad', '显示器'],
    needs: { chargers: '30瓦以上', 'power-banks': '30瓦以上' },
  },
];

/**
 * How a device is said beside it (能给笔记本充电的, 充电脑的, 笔记本能用的): these words around a
 * device word are the fit, never search keywords.
 */
export const FIT_BEFORE: readonly string[] = ['可以给', '能给', '给', '可以充', '能充', '充'];
export const FIT_AFTER: readonly string[] = [
  ...['充电的', '充电', '能用的', '能用', '用的', '用'],
  // Decision 073: 16寸笔记本能装下的背包, 台式机加的固态.
  ...['能装下的', '装得下的', '放得下的', '能放下的', '能装的', '装得进的', '加的', '加装的', '扩容的', '加个', '加块', '加装'],
];
