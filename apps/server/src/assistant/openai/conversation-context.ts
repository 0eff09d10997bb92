import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { CatalogService } from '../../modules/catalog/service';
import { emptyState, type ConversationState } from '../../ports/conversation-state';
import type { AnswerMaterial } from './answer-material';

/**
 * The conversation state for the model (the same state the embedded engine keeps): the current
 * need, the items last shown in order with their ids, and the last flight search, so 第二款,
 * 它 and 后天的呢 resolve to what the user saw. null when there is nothing to say.
 */
export async function stateMessage(
  state: ConversationState | null | undefined,
  catalog: CatalogService,
): Promise<ChatCompletionMessageParam | null> {
  if (!state) return null;
  const lines: string[] = [];
  const shown = await catalog.getProducts(state.shown);
  if (shown.length) {
    lines.push('上一轮展示给用户的商品（按展示顺序，「第N款」就是第 N 个）：');
    shown.forEach((p, i) => lines.push(`${i + 1}. ${p.title}（id ${p.id}，${p.mall}，¥${p.price}）`));
  }
  if (state.focus) {
    const focus = shown.find((p) => p.id === state.focus) ?? (await catalog.getProduct(state.focus));
    if (focus) lines.push(`上一轮在说的是：${focus.title}（id ${focus.id}）。「它」「这款」指它。`);
  }
  const need = state.need;
  if (need) {
    const parts = [
      need.categoryIds.length ? `品类 ${need.categoryIds.join('、')}` : '',
      need.brands.length ? `只看 ${need.brands.join('、')}` : '',
      need.excludeBrands.length ? `不要 ${need.excludeBrands.join('、')}` : '',
      need.budget ? `预算 ${need.budget.label}` : '',
      need.attributes.length ? `偏好 ${need.attributes.join('、')}` : '',
      need.malls.length ? `商城 ${need.malls.join('、')}` : '',
    ].filter(Boolean);
    if (parts.length) lines.push(`用户当前的需求：${parts.join('；')}。追问只改用户这次说到的条件，其余沿用。`);
  }
  if (state.flight) {
    const f = state.flight;
    lines.push(
      `上一次查的机票：${f.from} → ${f.to}，${f.dateWords || '未指定日期'}（${f.date}）。「后天的呢」「返程呢」在此基础上改。`,
    );
  }
  if (!lines.length) return null;
  return {
    role: 'system',
    content: ['对话状态（用来理解追问；调用工具时直接用这里的商品 id，不要让用户重复）：', ...lines].join('\n'),
  };
}

/** The state this answer leaves: what its cards showed, on top of the state it started from. */
export function nextState(before: ConversationState | null | undefined, material: AnswerMaterial): ConversationState {
  const state: ConversationState = before ? structuredClone(before) : emptyState();
  state.asked = null;
  const products = material.productList.map((p) => p.id);
  if (products.length > 1) {
    state.shown = products.slice(-20);
    state.focus = null;
    state.topic = 'shopping';
  } else if (products.length === 1) {
    state.focus = products[0]!;
    if (!state.shown.includes(products[0]!)) state.shown = products;
    state.topic = 'product';
  }
  const flight = material.flightList[0];
  if (flight) {
    state.flight = {
      from: flight.from_city,
      to: flight.to_city,
      dateWords: '',
      date: flight.date,
      part: '',
      sort: null,
      outbound: null,
    };
    state.topic = 'flight';
  }
  return state;
}
