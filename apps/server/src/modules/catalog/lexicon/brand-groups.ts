/**
 * Words that name a group of brands (国产手机推荐 → the Chinese makers): one row per group, the
 * word, then its brands. Only those selling the category asked about are used.
 */
export const BRAND_GROUPS: ReadonlyArray<readonly [word: string, ...brands: string[]]> = [
  [
    '国产',
    '华为',
    '小米',
    'vivo',
    'OPPO',
    '荣耀',
    '一加',
    'realme',
    '魅族',
    '联想',
    '海尔',
    '美的',
    '格力',
    'TCL',
    '海信',
    '创维',
    '大疆',
    '科沃斯',
    '石头',
    '追觅',
    '李宁',
    '安踏',
    '特步',
    '波司登',
    '花西子',
    '珀莱雅',
    '薇诺娜',
  ],
  ['国货', '华为', '小米', '李宁', '安踏', '特步', '鸿星尔克', '波司登', '花西子', '珀莱雅', '薇诺娜', '百雀羚', '完美日记'],
];
