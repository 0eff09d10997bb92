import type { Expectation } from '../check';
import { brandsIn, pricesIn, satisfiable } from './catalog';
import { capFor, RICH } from './conversations';
import type { Rng } from './rng';
import type { GeneratedConversation } from './types';

const TOO_DEAR = [
  (b: string) => `${b}太贵了 有别的吗`,
  (b: string) => `${b}太贵了，有没有平替`,
  (b: string) => `${b}的有点贵了，还有别的吗`,
  (b: string) => `${b}太贵了换个牌子`,
];

/**
 * conv.brand-too-dear: after a brand's list, "<brand>太贵了 有别的吗" rules that brand out and
 * keeps the category and the budget the user gave (none is made up from the prices shown).
 */
export function brandTooDearConversations(rng: Rng, perShape = 6): GeneratedConversation[] {
  const out: GeneratedConversation[] = [];
  for (const c of rng.sample(RICH, RICH.length)) {
    if (out.length >= 2 * perShape) break;
    const brands = brandsIn([c.id]).filter((b) => pricesIn([c.id], [b]).length >= 2);
    if (!brands.length) continue;
    const b = rng.pick(brands);
    const capped = out.length % 2 === 0;
    const cap = capped ? capFor(rng, c, [b]) : undefined;
    if (capped && !cap) continue;
    const turns: Array<[string, Expectation]> = cap
      ? [
          [`${cap}以内的${b}${c.name}`, { cat: c.id, brands: [b], max: cap }],
          [rng.pick(TOO_DEAR)(b), { cat: c.id, notBrand: b, max: cap }],
        ]
      : [
          [`${b}${c.name}推荐`, { cat: c.id, brands: [b] }],
          [rng.pick(TOO_DEAR)(b), { cat: c.id, notBrand: b, someAbove: Math.min(...pricesIn([c.id], [b])) }],
        ];
    turns.push([rng.pick(['好的我再想想', '行，谢谢', '先这样吧']), { none: true }]);
    if (turns.every(([, e]) => satisfiable(e))) out.push({ family: 'conv.brand-too-dear', turns });
  }
  return out;
}
