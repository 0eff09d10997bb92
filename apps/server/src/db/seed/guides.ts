import type { GuidesTable } from '../schema';
import { buildSearchText } from '../../shared/segmenter';
import type { CategoryDef } from './categories';
import type { Rng } from './prng';

export const guideUrl = (id: string): string => `/articles/guide/${id}`;

const yuan = (n: number): string => `${Math.round(n)}元`;

/** Budget tiers from the category's model prices: entry, mainstream, premium. */
function priceTiers(category: CategoryDef): Array<{ label: string; from: number; to: number; examples: string[] }> {
  const sorted = [...category.models].sort((a, b) => a.basePrice - b.basePrice);
  const third = Math.max(1, Math.ceil(sorted.length / 3));
  const bands = [sorted.slice(0, third), sorted.slice(third, third * 2), sorted.slice(third * 2)].filter((b) => b.length > 0);
  const labels = ['入门', '主流', '高端'];
  return bands.map((band, i) => ({
    label: labels[i]!,
    from: band[0]!.basePrice,
    to: band[band.length - 1]!.basePrice,
    examples: band.slice(0, 3).map((m) => `${m.brand} ${m.model}`),
  }));
}

function selectionBody(category: CategoryDef, year: number): string {
  const tiers = priceTiers(category)
    .map((t) => `- **${t.label}（${yuan(t.from)}–${yuan(t.to)}）**：${t.examples.join('、')}`)
    .join('\n');
  const specs = category.specs.map((s) => `- **${s.key}**：常见有${s.values.join('、')}。`).join('\n');
  const brands = [...new Set(category.models.map((m) => m.brand))];
  return [
    `# ${year}年${category.name}选购指南`,
    `买${category.name}先定预算，再看关键参数，最后挑品牌和购买时机。`,
    '## 一、先定预算',
    tiers,
    '## 二、看关键参数',
    specs,
    category.variant
      ? `- **${category.variant.key}**：${category.variant.values.join(' / ')}，每升一档价格大约贵${Math.round(category.variant.step * 100)}%。`
      : '',
    '## 三、品牌怎么选',
    `热门品牌有${brands.join('、')}。同一型号在不同商城价格可能相差一成以上，下单前对比一下。`,
    '## 四、什么时候买最划算',
    '618 和双11 通常是一年中的低点，年货节和双12 也有不错的折扣；平时关注历史价格，接近近180天最低价时入手更稳。',
  ]
    .filter(Boolean)
    .join('\n\n');
}

function pitfallsBody(category: CategoryDef): string {
  const tags = category.tags.slice(0, 4);
  const mustCheck = category.specs
    .slice(0, 3)
    .map((s, i) => `${i + 1}. **${s.key}**：别只看宣传，确认是${s.values[s.values.length - 1]}还是${s.values[0]}。`);
  return [
    `# ${category.name}避坑指南`,
    `大家买${category.name}最关心的是${tags.join('、')}。下面这些参数最容易被忽略：`,
    mustCheck.join('\n'),
    `${mustCheck.length + 1}. **价格**：看近180天价格走势，大促前被先涨后降的情况并不少见。`,
    '## 小结',
    `预算有限优先保证核心体验，其次再考虑颜值和附加功能。`,
  ].join('\n\n');
}

/** Two guides per category (a buying guide and a pitfalls list), so 80+ categories give 160+. */
export function generateGuides(rng: Rng, categories: CategoryDef[], year: number): GuidesTable[] {
  const guides: GuidesTable[] = [];
  const add = (category: CategoryDef, title: string, summary: string, body: string) => {
    const id = `g_${String(guides.length + 1).padStart(4, '0')}`;
    guides.push({
      id,
      title,
      category_id: category.id,
      summary,
      body,
      url: guideUrl(id),
      search_text: buildSearchText([title, category.name, ...category.synonyms, category.group]),
    });
  };
  for (const category of categories) {
    const keys = category.specs
      .map((s) => s.key)
      .slice(0, 3)
      .join('、');
    const brands = rng.sample([...new Set(category.models.map((m) => m.brand))], 3).join('、');
    add(
      category,
      `${year}年${category.name}选购指南`,
      `从${keys}等方面讲清${category.name}怎么选，附${brands}等热门品牌的价格区间。`,
      selectionBody(category, year),
    );
    add(
      category,
      `${category.name}怎么选不踩坑？这${Math.min(3, category.specs.length) + 1}点最重要`,
      `${category.name}常见误区与参数对照，教你看懂${keys}。`,
      pitfallsBody(category),
    );
  }
  return guides;
}
