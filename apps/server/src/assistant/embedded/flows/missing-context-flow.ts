import { closing, streamed, thinking, type Flow } from '../events';
import { STARTERS } from '../render/follow-ups';
import { productLink, shortName, yuan } from '../format';

/**
 * A follow-up that points at something the conversation never showed (第二款怎么样 in a new
 * chat, 第五款 after four): say what is missing and how to go on, never search for the words.
 */
export const missingContextFlow: Flow = async function* (x) {
  const words = x.missing ?? '这一款';
  const shown = x.refs;
  if (shown.length) {
    yield* thinking(x, `用户说「${words}」，但上一轮只列出了 ${shown.length} 款商品，对不上，请用户从列出的里选。`);
    const list = shown.map((p, i) => `${i + 1}. ${productLink(p)} — ${yuan(p.price)}（${p.mall}）`).join('\n');
    yield* streamed('answer', `上一轮只推荐了 ${shown.length} 款，没有「${words}」。你说的是下面哪一款？\n\n${list}`);
    yield* closing(
      null,
      shown.slice(0, 3).map((p, i) => `第${['一', '二', '三'][i]}款${shortName(p) ? '怎么样' : ''}`),
    );
    return;
  }
  yield* thinking(
    x,
    `用户说「${words}」，但这段对话里还没有推荐过商品，不知道指的是哪一款。不能猜，也不能拿这几个字去搜，先说明缺什么。`,
  );
  yield* streamed(
    'answer',
    `这段对话里我还没有给你推荐过商品，所以不知道「${words}」指的是哪一款。\n\n先告诉我想买什么（品类、预算或品牌），比如「2000元以内的降噪耳机」；推荐之后，就可以用「第二款怎么样」「前两款有什么区别」这样接着问。`,
  );
  yield* closing(null, STARTERS);
};
