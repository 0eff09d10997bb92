/**
 * How shoppers write the attribute words the catalog's listings state (decision 035). The terms
 * themselves come from the catalog (modules/catalog/spec-phrases.ts); this file only holds what
 * the catalog cannot say about its own words. One row per group; a new spelling is one string.
 */

/**
 * Spellings that mean the same thing: a question naming one asks for any of them. The first of
 * a row is how the answer names it.
 */
export const SPEC_SYNONYMS: ReadonlyArray<readonly string[]> = [
  ['双开门', '对开门'],
  ['全画幅', '全幅'],
  ['GORE-TEX', 'goretex', 'gore tex', '戈尔特斯', 'gtx'],
  ['WiFi 7', 'wifi7', 'wi-fi 7', 'wi-fi7', 'wifi七'],
  ['WiFi 6', 'wifi6', 'wi-fi 6', 'wi-fi6', 'wifi六'],
  ['Mini LED', 'miniled', 'mini-led'],
  ['OLED', 'oled屏'],
  ['主动降噪', '降噪', 'anc', '混合主动降噪', '自适应降噪'],
  ['Type-C', 'typec', 'type c', 'c口'],
  ['机械旋钮', '旋钮'],
  ['IPX8', 'ipx8级'],
];

/**
 * Catalog phrases that are no wish when a question says them: placeholders (无, 通用), and words
 * that are also ordinary words of a question. Attribute words (静音, 防水, 续航…) are left to the
 * ranking in attributes.ts and never filter.
 */
export const NOT_SPEC_TERMS: readonly string[] = [
  '无',
  '通用',
  '全阶段',
  '所有肤质',
  '所有发质',
  '套装',
  '中国',
  '智能',
  '标准',
  '单控',
  '有线',
  '书包',
  '成人',
];
