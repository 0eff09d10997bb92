/**
 * How shoppers say a word of a model's name that the catalog writes otherwise (耐克飞马41 is the
 * Pegasus 41, 红米K80 the Redmi K80): one row per spoken word, read by search/product-resolver.ts
 * whenever it cuts a name into model words. A new nickname is one more row.
 */
export const MODEL_WORDS: ReadonlyArray<readonly [said: string, model: string]> = [
  ['qc', 'quietcomfort'],
  // Abbreviations shoppers type for a model line (decision 057): fr265 is the Forerunner 265.
  ['fr', 'forerunner'],
  ['mbp', 'macbook pro'],
  ['mba', 'macbook air'],
  ['app', 'airpods pro'],
  ['ns', 'switch'],
  ['xsx', 'xbox series x'],
  ['xss', 'series s'],
  ['ipp', 'ipad pro'],
  ['ipa', 'ipad air'],
  ['菲尼克斯', 'fenix'],
  ['飞耐时', 'fenix'],
  ['悍将', 'forerunner'],
  ['红米', 'redmi'],
  ['苹果手机', 'iphone'],
  ['飞马', 'pegasus'],
  ['不可战胜', 'invincible'],
  ['卡亚诺', 'kayano'],
  ['盖乐世', 'galaxy'],
  ['空军一号', 'air force 1'],
];
