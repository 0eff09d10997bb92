/**
 * Product lines that say their brand and what they are (iPhone is Apple's phone, ThinkPad
 * Lenovo's laptop): a question naming the line names both, unless it names its own (iPhone 16的
 * 手机壳 wants a case). One row per line: how it is written (any case), the catalog brand, the
 * category id.
 */
export const PRODUCT_LINES: ReadonlyArray<readonly [line: string, brand: string, categoryId: string]> = [
  ['iphone', '苹果', 'smartphones'],
  ['ipad', '苹果', 'tablets'],
  ['macbook', '苹果', 'laptops'],
  ['airpods', '苹果', 'tws-earbuds'],
  ['apple watch', '苹果', 'smartwatches'],
  ['imac', '苹果', 'desktops'],
  ['mac mini', '苹果', 'desktops'],
  ['galaxy', '三星', 'smartphones'],
  ['redmi book', '小米', 'laptops'],
  ['thinkpad', '联想', 'laptops'],
  ['小新', '联想', 'laptops'],
  ['拯救者', '联想', 'gaming-laptops'],
  ['rog', '华硕', 'gaming-laptops'],
  ['matebook', '华为', 'laptops'],
  ['matepad', '华为', 'tablets'],
  ['mate', '华为', 'smartphones'],
  ['pura', '华为', 'smartphones'],
  ['switch', '任天堂', 'game-consoles'],
  ['ps5', '索尼', 'game-consoles'],
  ['playstation', '索尼', 'game-consoles'],
  ['xbox', '微软', 'game-consoles'],
  ['神仙水', 'SK-II', 'serums'],
  ['飞天', '茅台', 'baijiu'],
  // Sneaker lines (decision 042): 耐克空军一号 要正品 is a pair of 耐克 sneakers.
  ['空军一号', '耐克', 'sneakers'],
  ['空军1号', '耐克', 'sneakers'],
  ['af1', '耐克', 'sneakers'],
  ['air force', '耐克', 'sneakers'],
  ['air jordan', '耐克', 'sneakers'],
  ['dunk', '耐克', 'sneakers'],
];
