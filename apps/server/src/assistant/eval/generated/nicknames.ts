import type { Rng } from './rng';
import type { GeneratedSingle } from './types';

/** Products shoppers name by nickname or line without the brand, with the brand and category they are. */
const NICKNAMES: Array<[name: string, brand: string, cat: string]> = [
  ['switch oled', '任天堂', 'game-consoles'],
  ['Switch OLED', '任天堂', 'game-consoles'],
  ['switch lite', '任天堂', 'game-consoles'],
  ['ps5 pro', '索尼', 'game-consoles'],
  ['PS5 Slim', '索尼', 'game-consoles'],
  ['神仙水', 'SK-II', 'serums'],
  ['飞天茅台', '茅台', 'baijiu'],
  ['拯救者y9000p', '联想', 'gaming-laptops'],
  ['拯救者 Y9000P', '联想', 'gaming-laptops'],
];

const ASKS = [(n: string) => `${n}多少钱`, (n: string) => `${n}现在什么价`, (n: string) => `${n}值得买吗`];

/** named.nickname: a price question about a product named by nickname: that product, not a category list. */
export function nicknameSingles(rng: Rng): GeneratedSingle[] {
  return NICKNAMES.map(([name, brand, cat]) => ({
    family: 'named.nickname',
    question: rng.pick(ASKS)(name),
    // The price answer opens on that product (after a line saying which model, if not exact).
    expect: { cat, text: new RegExp(`^(?:[^\\n]*\\n+)?\\*\\*\\[${brand.replace('-', '\\-')} `) },
  }));
}

/** Two named products, one or both by generation word (R6二代, Z6三代), across brands. */
const PAIRS: Array<[a: string, b: string, brands: string[], cat: string]> = [
  ['索尼A7M4', '佳能R6二代', ['索尼', '佳能'], 'cameras'],
  ['尼康Z6三代', '佳能R6二代', ['尼康', '佳能'], 'cameras'],
  ['ps5 slim', 'switch oled', ['索尼', '任天堂'], 'game-consoles'],
  ['airpods pro二代', '索尼WF-1000XM5', ['苹果', '索尼'], 'tws-earbuds'],
];
const COMPARE_ASKS = [
  (a: string, b: string) => `${a}和${b}怎么选`,
  (a: string, b: string) => `${a}和${b}哪个好`,
  (a: string, b: string) => `${a}还是${b}，选哪个`,
  // The question part says what matters (decision 045): it is no part of the second name.
  (a: string, b: string) => `${a}和${b} 哪个续航强`,
  (a: string, b: string) => `${a}跟${b}比 送人哪个体面`,
  (a: string, b: string) => `${a}和${b}二选一`,
  (a: string, b: string) => `${a}和${b}哪个用着舒服`,
];

/** named.compare-generation: a comparison of two named products, each resolved to its model. */
export function namedPairSingles(rng: Rng): GeneratedSingle[] {
  return PAIRS.map(([a, b, hasBrands, cat]) => ({
    family: 'named.compare-generation',
    question: rng.pick(COMPARE_ASKS)(a, b),
    expect: { cat, hasBrands },
  }));
}
