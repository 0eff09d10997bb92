import type { ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { CatalogProduct } from '../../modules/catalog/service';
import { chinaDay, weekday } from '@app/protocol/days';
import type { AssistantRequest } from '../../ports/assistant-engine';

const WEEKDAYS = ['星期日', '星期一', '星期二', '星期三', '星期四', '星期五', '星期六'];
/** Enough context for follow-ups ("便宜一点的呢") without paying for a whole conversation. */
const HISTORY_TURNS = 6;
const HISTORY_ANSWER_CHARS = 1500;

/** The model cannot know the date; flights and "下周五" need it. */
export function systemPrompt(nowMs: number): string {
  const today = chinaDay(nowMs);
  return [
    '你是一个购物社区的 AI 购物助手，用简体中文回答。',
    `今天是 ${today}（${WEEKDAYS[weekday(today)]}，北京时间）。`,
    '',
    '规则：',
    '1. 商品、价格、链接、航班只能来自工具结果，绝不编造；工具没查到就如实说，并建议怎么放宽条件。',
    '2. 用户想买东西时先调用 search_products；问值不值得买、现在划不划算时调用 price_history；比较两三款时调用 compare_products；问怎么选时可调用 search_guides。',
    '3. 推荐 2 到 3 款，每款一句理由（价格、关键规格、评分或销量），价格写成 ¥2199 的形式，注明商城。',
    '4. 机票用 search_flights，日期换算成 YYYY-MM-DD；用户没说日期时先问。',
    '5. 只有用户明确要求时才调用 add_to_wishlist 或 start_cloud_phone_task；start_cloud_phone_task 返回的说明要原样告诉用户。',
    '6. 回答用 Markdown（可用列表和表格），不要输出 HTML，不要贴出商品 id；简洁，先给结论。',
    '7. 与购物无关的问题简短回答后，可以把话题引回购物。',
    '8. 用户说「第二款」「它」「前两款」「最便宜的那款」时，指对话状态里上一轮展示的商品：用那里的 id 调用 price_history、compare_products 或 add_to_wishlist，不要重新搜索；「再便宜点」「只看华为」只改用户说到的条件，其余沿用当前需求。',
  ].join('\n');
}

/** The question plus what the client attached to it, in words the model can use. */
export function questionText(request: AssistantRequest, product: CatalogProduct | null): string {
  const notes: string[] = [];
  if (product) notes.push(`我正在看这件商品：${product.title}（id ${product.id}，${product.mall}，现价 ¥${product.price}）`);
  if (request.targetPrice) notes.push(`我的目标价：¥${request.targetPrice}`);
  // The configured models read text only; saying so lets the model ask for a description.
  if (request.questionImg) notes.push('我还发了一张图片（你看不到图片内容，需要时请我用文字描述）');
  const question = request.question.trim() || (product ? '这件商品值得买吗？' : '');
  return notes.length ? `${question}\n\n（${notes.join('；')}）` : question;
}

export function buildMessages(
  request: AssistantRequest,
  product: CatalogProduct | null,
  nowMs: number,
): ChatCompletionMessageParam[] {
  const history = request.history
    .filter((t) => t.question.trim() && t.answer.trim())
    .slice(-HISTORY_TURNS)
    .flatMap((t): ChatCompletionMessageParam[] => [
      { role: 'user', content: t.question },
      {
        role: 'assistant',
        content: t.answer.length > HISTORY_ANSWER_CHARS ? `${t.answer.slice(0, HISTORY_ANSWER_CHARS)}……` : t.answer,
      },
    ]);
  return [
    { role: 'system', content: systemPrompt(nowMs) },
    ...history,
    { role: 'user', content: questionText(request, product) },
  ];
}
