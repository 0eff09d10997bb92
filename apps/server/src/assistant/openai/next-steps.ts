import type { ProductCard } from '@app/protocol';
import { addDays } from '@app/protocol/days';
import type { AnswerMaterial } from './answer-material';

const MAX_STEPS = 3;

const nameOf = (p: ProductCard): string => `${p.brand ?? ''} ${p.specs?.['型号'] ?? p.title}`.trim();

/**
 * Follow-up questions for the `finish` event, built from what the tools found (so each names a
 * real product or route); an answer that used no tool gets none rather than generic filler.
 */
export function nextSteps(m: AnswerMaterial): string[] | null {
  const steps: string[] = [];
  const [a, b] = m.productList;
  if (a && b && !m.toolsUsed.has('compare_products')) steps.push(`${nameOf(a)}和${nameOf(b)}哪个更值得买？`);
  if (a && !m.toolsUsed.has('price_history')) steps.push(`${nameOf(a)}现在入手划算吗？`);
  if (a?.category) steps.push(`有没有更便宜的${a.category}？`);
  const [f] = m.flightList;
  if (f) steps.push(`${f.to_city}飞${f.from_city}的返程机票`, `${addDays(f.date, 1)} ${f.from_city}飞${f.to_city}的航班`);
  if (m.toolsUsed.has('add_to_wishlist')) steps.push('看看我的心愿单');
  return steps.length ? steps.slice(0, MAX_STEPS) : null;
}
