import { event, streamed, type Flow } from './events';
import { STARTERS } from './follow-ups';
import type { Intent } from './intent';

/** Fixed replies for questions about the assistant itself and small talk. */
const REPLIES: Partial<Record<Intent, string>> = {
  identity: '我是你的 AI 购物助手，能在京东、天猫、拼多多等商城的商品里，按你的预算和需求帮你挑选、比价、看历史价格。',
  capability: [
    '我可以帮你：',
    '1. **挑商品**：说出品类和预算，比如「3000元以内的笔记本电脑」，我会推荐几款并说明理由；',
    '2. **做对比**：把候选商品的价格、商城、评分和关键参数做成对比表；',
    '3. **看价格**：发给我商品卡片，我会告诉你近180天的最低价和走势，值不值得现在买；',
    '4. **记心愿**：把想买的商品加入心愿单，设置目标价。',
  ].join('\n'),
  greeting: '你好！我是购物助手。想买点什么？告诉我品类和预算，我来帮你挑。',
  thanks: '不客气！还有想买的随时问我。',
  image: '我暂时还看不懂图片里的内容。请用文字告诉我你想找的商品，比如品类、品牌和预算。',
};

export const chitchatFlow: Flow = async function* (x) {
  yield event('answer_before_load', { think_ms: x.elapsed() });
  yield* streamed('answer', REPLIES[x.intent] ?? REPLIES.capability!);
  yield event('finish', {}, STARTERS);
};
