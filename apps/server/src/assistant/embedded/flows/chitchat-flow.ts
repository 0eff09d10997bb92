import { CLIENT_ERROR_TEXT } from '@app/protocol';
import { closing, event, streamed, thinking, type Flow } from '../events';
import { STARTERS } from '../render/follow-ups';
import { PATTERNS, type Intent } from '../language/intent';
import { voiceReply } from '../../voice-reply';
import { cannotDo } from '../language/phrases/off-topic';
import { emptyNeed } from '#server/ports/conversation-state';
import { dateAnswer, smallTalkOf, timeAnswer } from '../language/small-talk';
import { SMALL_TALK_REPLIES, THANKS_WORDS } from '../language/lexicon/small-talk-words';
import { AFTER_SALES_ANSWERS, AFTER_SALES_NOTE } from '../language/lexicon/after-sales-answers';

/** 空调装机要另外收钱吗 (decision 054): the answer of the question's topic, or the general one. */
function afterSalesReply(q: string): string | undefined {
  const row = AFTER_SALES_ANSWERS.find((r) => r.words.some((w) => q.includes(w)));
  return row ? `${row.answer}\n\n${AFTER_SALES_NOTE}` : REPLIES.after_sales;
}

/** 今天几号, 现在几点, 今天好累 (decision 054): the date or time, or a word back, and the way to shop. */
function smallTalkReply(q: string, now: number): string {
  const kind = smallTalkOf(q);
  if (kind === 'date') return `${dateAnswer(q, now)}有想买的东西随时告诉我，我帮你挑。`;
  if (kind === 'time') return `${timeAnswer(now)}有想买的东西随时告诉我，我帮你挑。`;
  // 好的, 哈哈, 你真棒 (decision 079): a word back; the conversation's topic stays as it was.
  if (kind === 'ack' || kind === 'laugh' || kind === 'praise') return SMALL_TALK_REPLIES[kind];
  if (kind === 'good-mood') return '心情好就好！我是购物助手，想买点什么犒劳一下自己，告诉我品类和预算，我帮你挑。';
  return '听起来今天不太轻松，先好好歇一歇。我是购物助手，陪聊不太在行；想买点什么犒劳一下自己的话，告诉我品类和预算，我帮你挑。';
}

/** 好的我再想想, 先这样吧: the shopper closes the topic; no 不客气 for what was no thanks. */
const closesTopic = (q: string): boolean =>
  !THANKS_WORDS.some((w) => q.toLowerCase().includes(w)) && (PATTERNS.closing.test(q) || smallTalkOf(q) === 'closing');
const CLOSING_REPLY = '好的，不着急，想好了或者有新的想买的，随时来问我。';

/** Fixed replies for questions about the assistant itself and small talk. */
const REPLIES: Partial<Record<Intent, string>> = {
  identity: '我是你的 AI 购物助手，能在京东、天猫、拼多多等商城的商品里，按你的预算和需求帮你挑选、比价、看历史价格。',
  capability: [
    '我可以帮你：',
    '1. **挑商品**：说出品类和预算，比如「3000元以内的笔记本电脑」，我会推荐几款并说明理由；',
    '2. **做对比**：比如「索尼WH-1000XM5和Bose QC45哪个好」，参数、价格走势并排比；',
    '3. **看价格**：发给我商品卡片或说出型号，我会告诉你近180天的最低价和走势，现在值不值得买；',
    '4. **记心愿**：把想买的商品加入心愿单，设置目标价，降到了心愿单里会标出来；',
    '5. **查机票**：比如「下周五北京飞上海的机票」。',
  ].join('\n'),
  greeting: '你好！我是购物助手。想买点什么？告诉我品类和预算，我来帮你挑。',
  thanks: '不客气！还有想买的随时问我。',
  after_sales: [
    '退换货、保修和发票由下单的商城和商家负责，我这里查不到你的订单，没法直接替你办。',
    '一般做法：在下单商城的「我的订单」里找到这笔订单，申请退货/换货（多数商品支持七天无理由）、申请售后维修，或在订单详情里申请开具发票、查看物流进度；保修期以商品页和保修卡为准。',
    '如果想重新挑一款，告诉我品类和预算就行。',
  ].join('\n\n'),
};

/** The one-line reasoning of each small-talk reply. */
const PLANS: Partial<Record<Intent, string>> = {
  identity: '用户在问我是谁：介绍自己是购物助手，能做什么。',
  capability: '用户想知道我能做什么：列出挑商品、做对比、看价格、记心愿、查机票，每项给一个例子。',
  greeting: '用户在打招呼：回个招呼，引导说出想买什么。',
  thanks: '用户在道谢：简单回应，欢迎继续提问。',
  small_talk: '用户在闲聊（问日期时间，或说说心情）：如实回答或回应一句，不推荐商品。',
  unsupported: '这个问题和购物无关，我回答不了也不应该编，如实说明并建议可以问的购物问题。',
  after_sales: '用户问的是买后的售后（退换货、保修或发票），我查不到订单，如实说明该去哪里办，不推荐商品。',
};

/** "你是谁", "你能做什么", greetings, thanks, questions outside shopping, and a recording without words. */
export const chitchatFlow: Flow = async function* (x) {
  if (x.intent === 'voice') {
    const reply = voiceReply(x.request.voice?.recognition);
    yield* thinking(x, reply.plan);
    yield* streamed('answer', reply.answer);
    return yield* closing(null, STARTERS);
  }
  yield* thinking(x, PLANS[x.intent] ?? PLANS.capability!);
  if (x.intent === 'unsupported') {
    const cannot = x.turn.offTopic ? cannotDo(x.turn.offTopic) : '帮你回答这类问题';
    yield* streamed(
      'answer',
      `抱歉，我是购物助手，没法${cannot}。我能帮你挑商品、比价格、看历史价格、管理心愿单和查机票，比如问我「2000元以内的降噪耳机推荐」。`,
    );
  } else {
    // 上周买的吹风机坏了 → 算了 再买个徕芬的: the thing the after-sales ask was about is the need a new purchase refines.
    if (x.intent === 'after_sales' && x.turn.categories.length)
      x.state.need = { ...emptyNeed(), categoryIds: x.turn.categories.map((c) => c.id) };
    const reply =
      x.intent === 'small_talk'
        ? smallTalkReply(x.turn.text, x.now)
        : x.intent === 'after_sales'
          ? afterSalesReply(x.turn.text)
          : x.intent === 'thanks' && closesTopic(x.turn.text)
            ? CLOSING_REPLY
            : REPLIES[x.intent];
    yield* streamed('answer', reply ?? REPLIES.capability!);
  }
  yield* closing(null, STARTERS);
};

export const emptyFlow: Flow = async function* () {
  yield event('empty', { content: '' });
};

/** A forbidden request: one risk event with the standard message and nothing of the question. */
export const riskFlow: Flow = async function* () {
  yield event('risk', { content: '', error_type: 'risk', error_msg: CLIENT_ERROR_TEXT.riskDefault });
};
