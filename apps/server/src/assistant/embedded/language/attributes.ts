import type { CatalogProduct } from '#server/modules/catalog/service';

/**
 * Words shoppers use for a quality (轻, 续航长, 大屏) and the spec fields that decide it, per
 * category where specs differ. Data, not code: add a row to teach the assistant a new word.
 * - `spec`: the spec keys tried in order; the first the product has decides. Numbers are read
 *   from the value (1.2kg, 40小时, 6.78英寸); `prefer` says which end is better.
 * - `contains`: a spec value or tag containing one of these words satisfies it (静音, 降噪).
 * - `narrow`: the word names a sub-type; the categories it keeps (头戴式 → 降噪耳机).
 * - `against`: the qualities it takes back (小屏 after 大屏); in one question the earlier row wins
 *   (屏幕小一点 is 小屏, not also 小巧).
 */
export interface AttributeDef {
  label: string;
  words: string[];
  spec?: { keys: string[]; prefer: 'low' | 'high' };
  contains?: string[];
  narrow?: string[];
  against?: string[];
}

export const ATTRIBUTES: AttributeDef[] = [
  { label: '头戴式', words: ['头戴式', '头戴'], narrow: ['anc-headphones'] },
  { label: '入耳式', words: ['入耳式', '真无线', '入耳'], narrow: ['tws-earbuds'] },
  {
    label: '轻',
    // 出差带的, 带娃出门用的: what is carried about is better light (decision 068).
    words: [
      '最轻',
      '重量最轻',
      '轻一点',
      '轻点',
      '轻便',
      '轻薄',
      '轻巧',
      '重量轻',
      '不重',
      '便携',
      '轻的',
      '要轻',
      '出差',
      '带出门',
      '出门带',
      '带娃出门',
    ],
    spec: { keys: ['重量'], prefer: 'low' },
  },
  {
    label: '续航长',
    words: [
      '续航最长',
      '续航最久',
      '续航最好',
      '电池最大',
      '续航长',
      '续航久',
      '续航好',
      '长续航',
      '续航强',
      '电池大',
      '待机长',
      '耐用电',
      '电池耐用',
      '续航',
      '充一次电用很久',
      '充一次用很久',
      '充一次电能用很久',
      '一次充电用很久',
      '不用经常充',
      '不用老充电',
      '电量持久',
    ],
    spec: { keys: ['续航', '电池', '滤芯寿命'], prefer: 'high' },
    contains: ['长续航'],
  },
  {
    label: '大屏',
    words: ['屏幕最大', '屏最大', '大屏', '屏幕大', '大屏幕', '屏大', '屏幕太小', '屏太小', '字大', '字体大', '看得清'],
    spec: { keys: ['屏幕', '尺寸', '表盘'], prefer: 'high' },
    against: ['小屏', '小巧', '大容量'],
  },
  {
    label: '小屏',
    words: ['屏幕最小', '小屏', '屏幕小', '小尺寸', '单手'],
    spec: { keys: ['屏幕', '表盘'], prefer: 'low' },
    against: ['大屏', '小巧'],
  },
  {
    label: '拍照好',
    words: ['拍照最好', '像素最高', '拍照好', '拍照强', '拍照', '影像', '拍人像', '拍得好', '像素高'],
    spec: { keys: ['像素'], prefer: 'high' },
    contains: ['拍照', '影像', '防抖'],
  },
  {
    label: '静音',
    words: [
      '最安静',
      '最静音',
      '噪音最小',
      '声音最小',
      '静音',
      '安静',
      '噪音小',
      '声音小',
      '低噪',
      '不吵',
      '不扰民',
      '吵醒',
      '吵到',
      '太吵',
    ],
    contains: ['静音', '低噪', '轻音', '直流变频'],
  },
  {
    label: '大容量',
    // 我家那台冰箱太小了 想换个大点的 (decision 068): the larger end of what the category is sized by.
    words: [
      '容量最大',
      '最能装',
      '大容量',
      '容量大',
      '能装',
      '装得多',
      '大点的',
      '大一点',
      '大一些',
      '大点',
      '太小了',
      '不够大',
      '不够装',
      '装不下',
    ],
    spec: { keys: ['容量', '容积', '规格', '水箱', '通量', '尺寸'], prefer: 'high' },
    against: ['小巧'],
  },
  {
    // 不要太大的 (洗碗机), 卧室用 小一点的 (投影仪): the smaller end of what the category is sized by.
    label: '小巧',
    words: [
      '不要太大',
      '别太大',
      '不用太大',
      '不需要太大',
      '最小',
      '体积最小',
      '最迷你',
      '小一点',
      '小一些',
      '小点的',
      '小巧',
      '迷你',
      '体积小',
      '不占地方',
      '占地小',
      '小户型',
      '太大了',
      '太占地方',
      // 宿舍用的冰箱, 出租屋用的洗衣机: a small room wants the smaller end (decision 068).
      '宿舍',
      '出租屋',
      '租的房子',
    ],
    spec: { keys: ['容量', '容积', '规格', '尺寸', '重量'], prefer: 'low' },
    against: ['大容量', '大屏', '大'],
  },
  {
    label: '亮',
    words: ['白天也能看', '白天能看', '最亮', '亮度最高', '亮度高', '够亮', '高亮', '不开灯也能看', '亮一点'],
    spec: { keys: ['亮度'], prefer: 'high' },
  },
  {
    label: '快充',
    words: ['充电最快', '快充', '充电快', '充得快'],
    spec: { keys: ['快充', '功率', '输出'], prefer: 'high' },
    contains: ['快充'],
  },
  {
    label: '降噪好',
    words: ['降噪最好', '降噪最强', '降噪好', '降噪强', '降噪效果好', '降噪效果', '降噪深'],
    contains: ['降噪'],
  },
  { label: '防水', words: ['防水', '能下水', '游泳'], contains: ['防水', 'IP6', 'IPX7', 'IPX8', 'IP55', 'IP54', 'IP67'] },
  { label: '吸力大', words: ['吸力最大', '吸力最强', '吸力大', '吸力强', '吸得干净'], spec: { keys: ['吸力'], prefer: 'high' } },
  {
    label: '高刷',
    words: ['刷新率最高', '高刷', '刷新率高', '高刷新'],
    spec: { keys: ['刷新率'], prefer: 'high' },
    contains: ['高刷', '165Hz', '240Hz', '144Hz'],
  },
  {
    label: '性价比高',
    words: ['性价比最高', '性价比最好', '最划算', '最实惠', '性价比高', '性价比', '划算点', '实惠'],
    contains: ['性价比'],
  },
  // 最大的电视 / 冰箱: the high end of what the category is sized by (decision 064).
  {
    label: '大',
    words: ['最大', '尺寸最大', '最大号'],
    spec: { keys: ['尺寸', '屏幕', '容量', '容积', '规格', '表盘'], prefer: 'high' },
    against: ['小巧'],
  },
  {
    label: '功率大',
    words: ['功率最大', '马力最大', '功率大', '功率高', '马力大', '胡子硬', '胡子多', '胡子密'],
    spec: { keys: ['功率', '转速'], prefer: 'high' },
    against: ['小功率'],
  },
  {
    // 宿舍限电 小功率的电磁炉 (decision 068).
    label: '小功率',
    words: ['小功率', '功率小', '低功率', '功率低', '限电', '不跳闸'],
    spec: { keys: ['功率'], prefer: 'low' },
    against: ['功率大'],
  },
];

/**
 * The attributes a question asks for, in table order. `names` are category words to read past
 * (拍照手机 is a category, 降噪耳机 too), so a quality is only what the user added.
 */
export function findAttributes(question: string, names: string[] = []): AttributeDef[] {
  const text = names.reduce((t, n) => t.split(n).join(' '), question);
  const said = (a: AttributeDef) => a.words.filter((w) => text.includes(w));
  // 吸力最大 is 吸力大, not also 大: a row whose every word lies in a longer word of another row says nothing.
  const found = ATTRIBUTES.filter((a) => {
    const own = said(a);
    const others = ATTRIBUTES.filter((b) => b !== a).flatMap(said);
    return own.length > 0 && !own.every((w) => others.some((o) => o.length > w.length && o.includes(w)));
  });
  return found.filter((a, i) => !found.slice(0, i).some((b) => b.against?.includes(a.label)));
}

/** The qualities kept when new ones are said: those the new ones take back go (大屏 → 小屏). */
export const withAttributes = (old: readonly string[], said: readonly string[]): string[] => {
  const back = new Set(said.flatMap((l) => attributeByLabel(l)?.against ?? []));
  return [...new Set([...old.filter((l) => !back.has(l)), ...said])];
};

export const attributeByLabel = (label: string): AttributeDef | undefined => ATTRIBUTES.find((a) => a.label === label);

/** The words of every attribute found, so they can be taken out of a question's keywords. */
export const attributeWords = (attrs: AttributeDef[]): string[] => attrs.flatMap((a) => a.words);

/** The first number in a spec value: 1.2kg → 1.2, 6.78英寸 → 6.78, 4020万 → 4020. */
const numberIn = (value: string): number | null => {
  const m = /\d+(?:\.\d+)?/.exec(value);
  return m ? Number(m[0]) : null;
};

export interface AttributeVerdict {
  label: string;
  /** The spec or tag that decided it, for the answer to name (重量, 续航). null: none applies. */
  decidedBy: string | null;
}

/** Does a product state a `contains` attribute in its title or a spec value (a fact of it)? */
const states = (p: CatalogProduct, words: string[]): boolean =>
  words.some((w) => p.title.includes(w) || Object.values(p.specs).some((v) => v.includes(w)));

/** Does a product show a `contains` attribute in its title, a spec value or a tag? */
const shows = (p: CatalogProduct, words: string[]): boolean =>
  states(p, words) || words.some((w) => p.tags.some((t) => t.includes(w)));

/** The spec key of a numeric attribute this set of products has, if any. */
const specKeyOf = (a: AttributeDef, products: CatalogProduct[]): string | null =>
  a.spec?.keys.find((k) => products.some((p) => p.specs[k] !== undefined && numberIn(p.specs[k]!) !== null)) ?? null;

/**
 * Orders products by the wanted attributes (each weighs the same; a product's score for a
 * numeric spec is its rank between the worst and best value shown), keeping the previous order
 * among equals, and says which spec decided each attribute.
 */
export function rankByAttributes(
  products: CatalogProduct[],
  labels: string[],
): { ranked: CatalogProduct[]; verdicts: AttributeVerdict[] } {
  const defs = labels.map(attributeByLabel).filter((a): a is AttributeDef => Boolean(a && !a.narrow));
  if (defs.length === 0 || products.length === 0) return { ranked: products, verdicts: [] };
  const verdicts: AttributeVerdict[] = [];
  const scorers: Array<(p: CatalogProduct) => number> = [];
  for (const a of defs) {
    const key = specKeyOf(a, products);
    if (key) {
      const values = products.map((p) => numberIn(p.specs[key] ?? '')).filter((v): v is number => v !== null);
      const lo = Math.min(...values);
      const hi = Math.max(...values);
      scorers.push((p) => {
        const v = numberIn(p.specs[key] ?? '');
        if (v === null || hi === lo) return 0;
        const t = (v - lo) / (hi - lo);
        return a.spec!.prefer === 'high' ? t : 1 - t;
      });
      verdicts.push({ label: a.label, decidedBy: key });
    } else if (a.contains && products.some((p) => shows(p, a.contains!))) {
      // 轻音 in a title or 功能=静音 in the specs says more than a 静音 selling tag.
      scorers.push((p) => (states(p, a.contains!) ? 1 : shows(p, a.contains!) ? 0.5 : 0));
      // The spec that says it (功能, 电机) names the reason; a model name saying it (轻音 PB40) names none.
      const specKey = products
        .flatMap((p) => Object.entries(p.specs))
        .find(([k, v]) => k !== '型号' && a.contains!.some((w) => v.includes(w)))?.[0];
      verdicts.push({ label: a.label, decidedBy: specKey ?? '卖点标签' });
    } else {
      verdicts.push({ label: a.label, decidedBy: null });
    }
  }
  const score = (p: CatalogProduct) => scorers.reduce((sum, f) => sum + f(p), 0);
  const ranked = products
    .map((p, i) => ({ p, i, s: score(p) }))
    .sort((a, b) => b.s - a.s || a.i - b.i)
    .map((x) => x.p);
  return { ranked, verdicts };
}

/** The attribute's value on one product, for the reason line: 重量1.2kg. */
export function attributeNote(p: CatalogProduct, v: AttributeVerdict): string {
  if (!v.decidedBy) return '';
  const value = p.specs[v.decidedBy];
  return value ? `${v.decidedBy}${value}` : '';
}

/** A size said right before a category's name (小冰箱, 迷你洗衣机, 大冰箱), by the quality it asks for. */
const SIZE_PREFIXES: ReadonlyArray<[prefix: string, label: string]> = [
  ['迷你', '小巧'],
  ['小型', '小巧'],
  ['小号', '小巧'],
  ['小', '小巧'],
  ['大型', '大容量'],
  ['大号', '大容量'],
  ['大', '大容量'],
];

/** 小学生书包, 大学宿舍: words that start with a size character and say no size (decision 075). */
const NOT_SIZES = [
  '小学',
  '大学',
  '小孩',
  '小朋友',
  '小宝',
  '大宝',
  '大人',
  '小区',
  '大姐',
  '大哥',
  '大爷',
  '大妈',
  '小姐姐',
  '小哥',
];

/**
 * 宿舍用的小冰箱, 迷你洗衣机, 买个大冰箱 (decision 068): a size word glued to the front of a category
 * name (`names`, as the question says them) is a quality of it; one inside a brand (小熊电饭煲,
 * 小米电视: `brandTerms`) is not. A name that is itself sized (小冰箱 as a synonym) counts too.
 */
export function sizesBeforeNames(text: string, names: readonly string[], brandTerms: readonly string[]): AttributeDef[] {
  const lower = text.toLowerCase();
  const inBrand = (at: number) =>
    brandTerms.some((b) => {
      const t = b.toLowerCase();
      for (let i = lower.indexOf(t); i >= 0; i = lower.indexOf(t, i + 1)) if (i <= at && at < i + t.length) return true;
      return false;
    });
  const labels = new Set<string>();
  for (const name of names) {
    const n = name.toLowerCase();
    for (let at = lower.indexOf(n); at >= 0; at = lower.indexOf(n, at + 1)) {
      for (const [prefix, label] of SIZE_PREFIXES) {
        const glued =
          n.startsWith(prefix) && n.length > prefix.length
            ? at
            : lower.startsWith(prefix, at - prefix.length)
              ? at - prefix.length
              : -1;
        if (glued >= 0 && !inBrand(glued) && !NOT_SIZES.some((w) => lower.startsWith(w, glued))) {
          labels.add(label);
          break;
        }
      }
    }
  }
  return ATTRIBUTES.filter((a) => labels.has(a.label));
}
