import type { CatalogProduct } from '#server/modules/catalog/service';
import type { AssistantEvent } from '#server/ports/assistant-engine';
import { toProductCard } from '#server/modules/catalog/product-card';
import { closing, streamed, thinking, type FlowContext } from '../events';
import { productLink, shortName, yuan } from '../format';
import type { Subject } from '../dialogue/product-context';
import type { Resolution } from '../search/product-resolver';

/** What the user wanted done with the product, for the sentences asking which one. */
export interface Task {
  /** 看价格走势, 加入心愿单, 下单 */
  doing: string;
  /** A question that does it for a named product: (name) => `${name}现在值得买吗？` */
  ask: (name: string) => string;
}

/** One plain sentence on why the named product could not be used. */
export function unresolvedText(r: Resolution): string {
  if (r.match === 'vague') return `「${r.name}」是一个${r.vagueAs === 'brand' ? '品牌' : '品类'}，不是具体的型号。`;
  if (r.match === 'unspecified') return `「${r.name}」没有说具体型号。`;
  // 小米14: another generation of the line is sold; it is named, never passed off as the one asked.
  if (r.sameLine)
    return `商品库里没有找到「${r.name}」，同系列在售的是**${shortName(r.sameLine)}**（${yuan(r.sameLine.price)}起）。`;
  return `商品库里没有找到「${r.name}」。`;
}

/** A note when the product used is not exactly the one named. */
export function resolutionNote(r: Resolution | undefined, p: CatalogProduct): string {
  if (r?.match === 'closest') return `商品库里没有完全叫「${r.name}」的型号，下面按最接近的**${shortName(p)}**来看。`;
  if (r?.match === 'unspecified') return `「${r.name}」没有说具体型号，下面按其中销量最高的**${shortName(p)}**来看。`;
  return '';
}

/**
 * The answer when a flow could not tell which product the user means: the candidates of the last
 * answer to pick from, or a plain question with examples.
 */
export async function* askWhichProduct(
  x: FlowContext,
  subject: Exclude<Subject, { kind: 'product' }>,
  task: Task,
): AsyncGenerator<AssistantEvent> {
  if (subject.kind === 'choose') {
    const list = subject.candidates.map((p, i) => `${i + 1}. ${productLink(p)} — ${yuan(p.price)}（${p.mall}）`).join('\n');
    yield* thinking(x, `用户想${task.doing}，但没说是哪一款；上一条回答里有 ${subject.candidates.length} 款商品，请用户选一款。`);
    yield* streamed(
      'answer',
      `上一条回答里有 ${subject.candidates.length} 款商品，你想${task.doing}的是哪一款？\n\n${list}\n\n可以直接说「第二款」这样的位置。`,
    );
    const nextSteps = subject.candidates.slice(0, 3).map((p) => task.ask(shortName(p)));
    yield* closing({ product_cards: subject.candidates.map((p) => toProductCard(p)) }, nextSteps);
    return;
  }
  const problem = subject.resolution ? unresolvedText(subject.resolution) : '';
  yield* thinking(
    x,
    `用户想${task.doing}，${problem || '但问题里没有商品名，也没有商品卡片或上一轮推荐可参考。'}不能猜，先问清楚是哪一款。`,
  );
  yield* streamed(
    'answer',
    `${problem}你想${task.doing}的是哪件商品？可以发商品卡片给我，或者说出品牌和型号，比如「${task.ask('索尼WH-1000XM5')}」。`,
  );
  const sameLine = subject.resolution?.sameLine;
  yield* closing(
    null,
    sameLine
      ? [task.ask(shortName(sameLine)), task.ask('索尼WH-1000XM5'), '2000元以内的降噪耳机推荐']
      : [task.ask('索尼WH-1000XM5'), task.ask('小米15'), '2000元以内的降噪耳机推荐'],
  );
}
