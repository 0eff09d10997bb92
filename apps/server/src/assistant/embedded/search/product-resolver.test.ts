import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogService } from '#server/modules/catalog/service';
import { startTestServer, type TestServer } from '#server/testing/harness';
import { modelScore, modelTokens, resolveProduct, type Match } from './product-resolver';

describe('model names', () => {
  it.each<[string, string[]]>([
    ['WH-1000XM5', ['wh', '1000', 'xm', '5']],
    ['Bose QC45', ['bose', 'quietcomfort', '45']],
    ['iPad Pro 11英寸', ['ipad', 'pro', '11', '英寸']],
    ['MatePad Pro 13.2', ['matepad', 'pro', '13.2']],
    // A model's Roman numeral is the letters a question is normalised to (decision 043).
    ['云锦Ⅲ 1.5匹', ['云锦', 'iii', '1.5', '匹']],
    // Spoken model words as the catalog writes them (lexicon/model-words.ts).
    ['飞马41', ['pegasus', '41']],
    ['红米k80', ['redmi', 'k', '80']],
    ['空军一号', ['air', 'force', '1']],
  ])('%s → %j', (text, tokens) => {
    expect(modelTokens(text)).toEqual(tokens);
  });

  it.each<[string[], string, number | null]>([
    [['wh', '1000', 'xm', '5'], 'WH-1000XM5', 1],
    [['wh', '1000', 'xm', '5'], 'WH-1000XM4', null],
    [['wh', '1000', 'xm', '5'], 'WF-1000XM5', null],
    [['15'], '15', 1],
    [['15'], '15 Ultra', 2 / 7],
    [['iphone', '16'], 'iPhone 16 Pro Max', 8 / 14],
    [['iphone', '15'], 'iPhone 16', null],
    [['小新', 'pro', '14'], '小新Pro 14', 1],
    [['降噪'], 'WH-1000XM5', 0],
    [['扫地'], 'WH-1000XM5', null],
    [['iphone', '16', 'promax'], 'iPhone 16 Pro Max', 1],
    [['iphone', '16', 'promaxx'], 'iPhone 16 Pro Max', null],
    [['iphone', '16', 'pro'], 'iPhone 16 Pro Max', 11 / 14],
  ])('%j against %s scores %s', (tokens, model, score) => {
    const s = modelScore(tokens, model, `索尼 ${model} 头戴式无线降噪耳机 黑色`);
    if (score === null) expect(s).toBeNull();
    else expect(s).toBeCloseTo(score, 5);
  });

  it('a model that repeats its brand matches without it (荣耀200)', () => {
    expect(modelScore(['200'], '荣耀200', '荣耀 荣耀200 手机', '荣耀')).toBe(1);
  });
});

describe('resolveProduct against the catalog', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ env: { CATALOG_PRODUCTS: '5000' } });
  });
  afterAll(async () => s?.close());

  it.each<[string, Match, string | null]>([
    ['小米15', 'exact', '小米|15'],
    ['iPhone 16', 'exact', '苹果|iPhone 16'],
    ['索尼WH-1000XM5', 'exact', '索尼|WH-1000XM5'],
    ['Bose QC45', 'exact', 'Bose|QuietComfort 45'],
    ['联想 小新Pro 14', 'exact', '联想|小新Pro 14'],
    ['苹果 MacBook Air 13 M3', 'exact', '苹果|MacBook Air 13 M3'],
    // catalog-v7 sells the Mate 70 itself (decision 083).
    ['华为Mate 70', 'exact', '华为|Mate 70'],
    ['iphone 16 pro max', 'exact', '苹果|iPhone 16 Pro Max'],
    ['IPHONE16PROMAX', 'exact', '苹果|iPhone 16 Pro Max'],
    ['switch oled', 'exact', '任天堂|Switch OLED'],
    ['石头p20 pro', 'exact', '石头|P20 Pro'],
    ['神仙水', 'closest', 'SK-II|护肤精华露 神仙水 230ml'],
    ['飞天茅台', 'closest', '茅台|飞天53度'],
    ['拯救者y9000p', 'exact', '联想|拯救者Y9000P'],
    ['PS5 pro', 'exact', '索尼|PS5 Pro'],
    ['佳能R6二代', 'closest', '佳能|EOS R6 Mark II'],
    ['尼康Z6三代', 'exact', '尼康|Z6III'],
    ['airpods pro二代', 'exact', '苹果|AirPods Pro 2'],
    ['戴森v12', 'closest', '戴森|V12 Detect Slim'],
    ['索尼降噪耳机', 'unspecified', null],
    ['耳机', 'vague', null],
    ['苹果', 'vague', null],
    ['iPhone 15', 'not_found', null],
    ['小米99', 'not_found', null],
    // Decision 043: a model searched as written (600G), a brand all of digits (352), a model word
    // the segmenter cuts into characters (臻选), a line named without its brand (小棕瓶).
    ['小米600G', 'exact', '小米|600G'],
    ['xiaomi 600G', 'exact', '小米|600G'],
    ['352 X86C', 'exact', '352|X86C'],
    ['360 G580', 'exact', '360|G580'],
    ['高洁丝臻选', 'exact', '高洁丝|臻选'],
    ['格力云锦III 1.5匹', 'closest', '格力|云锦Ⅲ 1.5匹'],
    ['小棕瓶', 'closest', '雅诗兰黛|特润修护肌活精华露 小棕瓶 50ml'],
    ['斯伯丁TF-1000', 'exact', '斯伯丁|TF-1000'],
    ['斯伯丁tf1000', 'exact', '斯伯丁|TF-1000'],
    ['小米Redmi K80', 'exact', '小米|Redmi K80'],
    ['红米k80', 'exact', '小米|Redmi K80'],
    ['耐克飞马41', 'exact', '耐克|Pegasus 41'],
    ['大疆mini4pro', 'exact', '大疆|Mini 4 Pro'],
  ])('%s → %s %s', async (name, match, model) => {
    const catalog = catalogService(s.app.ctx.db);
    const r = await resolveProduct(name, catalog, await catalog.vocabulary());
    expect(r.match).toBe(match);
    if (model) expect(`${r.product?.brand}|${r.product?.specs['型号']}`).toBe(model);
    if (match === 'vague' || match === 'not_found') expect(r.product).toBeNull();
  });

  it('a category from elsewhere in the question narrows the search but does not hide a name of another category', async () => {
    const catalog = catalogService(s.app.ctx.db);
    const r = await resolveProduct('戴森V12', catalog, await catalog.vocabulary(), ['anc-headphones']);
    expect(`${r.product?.brand}|${r.product?.specs['型号']}`).toBe('戴森|V12 Detect Slim');
  });

  // Decision 075: a model not sold whose line is sold under a near number is named, never used.
  it.each([
    ['小米14', '小米|15'],
    ['华为mate60', '华为|Mate 70'],
    ['iphone15 pro', '苹果|iPhone 16 Pro'],
    ['vivo x100 pro', 'vivo|X200 Pro'],
    ['小米99', null],
    ['iPhone 99', null],
  ])('%s is not sold; its line sells %s', async (name, sameLine) => {
    const catalog = catalogService(s.app.ctx.db);
    const r = await resolveProduct(name, catalog, await catalog.vocabulary());
    expect(r.match).toBe('not_found');
    expect(r.product).toBeNull();
    expect(r.sameLine ? `${r.sameLine.brand}|${r.sameLine.specs['型号']}` : null).toBe(sameLine);
  });

  it('keeps a model that holds the line said (红米14 is a Redmi 14: the Note 14 or the 14C)', async () => {
    const catalog = catalogService(s.app.ctx.db);
    const r = await resolveProduct('红米14', catalog, await catalog.vocabulary());
    expect(`${r.product?.brand}|${r.product?.specs['型号']}`).toMatch(/^小米\|Redmi (?:Note 14|14C)$/);
  });

  it('resolves to the cheapest listing of the model', async () => {
    const catalog = catalogService(s.app.ctx.db);
    const r = await resolveProduct('索尼WH-1000XM5', catalog, await catalog.vocabulary());
    const listings = (await catalog.searchProducts({ brand: '索尼', category: 'anc-headphones', limit: 100 })).filter(
      (p) => p.specs['型号'] === 'WH-1000XM5',
    );
    expect(listings.length).toBeGreaterThan(1);
    expect(r.product!.price).toBe(Math.min(...listings.map((p) => p.price)));
  });
});
