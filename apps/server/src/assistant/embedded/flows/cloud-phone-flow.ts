import { cloudMobileTaskSchema, type StreamContent, type WireButton } from '@app/protocol';
import { toProductCard } from '#server/modules/catalog/product-card';
import { unresolvedText } from './clarify';
import { closing, streamed, thinking, type Flow } from '../events';
import { STARTERS, wishButton } from '../render/follow-ups';
import { productLink, shortName, yuan } from '../format';
import { findSubject } from '../dialogue/product-context';

/** Button type 4 (spec section 4): the cloud-phone order page. */
const CLOUD_PHONE_ORDER = 4;
const CLOUD_PHONE_PAGE = '/cloudPhone';

/**
 * "帮我下单", "帮我在京东买XX": asks the start_cloud_phone_task tool to operate the shopping app
 * and relays its answer as it is. A started task travels with the answer (cloud_mobile_task) and
 * its progress reaches the page over the WebSocket; a task that could not start is said plainly,
 * with what the user can do instead.
 */
export const cloudPhoneFlow: Flow = async function* (x) {
  const question = x.request.question.trim();
  const mall = x.turn.malls[0];
  const subject = await findSubject(x, x.turn.subject.order);
  const product = subject.kind === 'product' ? subject.product : null;
  const call = await x.tools.call('start_cloud_phone_task', {
    task: (product ? `在${mall ?? product.mall}下单${shortName(product)}` : question).slice(0, 200),
    ...(mall ? { mall } : {}),
    ...(product ? { product_id: product.id } : {}),
  });
  const task = cloudMobileTaskSchema.safeParse(call.ok ? call.result.cloud_mobile_task : undefined);
  const started = call.ok && call.result.started;
  const message = (call.ok ? call.result.message : call.result.error).replace(/[。.]$/, '');
  yield* thinking(
    x,
    `用户想让我代为下单${mall ? `（在${mall}）` : ''}${product ? `，商品是「${shortName(product)}」` : ''}。调用 start_cloud_phone_task 发起云手机任务。`,
    started
      ? '云手机任务已发起，把进度交给云手机页面。'
      : `云手机任务没有发起：${message}。要如实告诉用户，并给出能自己完成的办法。`,
  );
  yield* x.tools.events();

  const unresolved = subject.kind === 'unknown' && subject.resolution ? unresolvedText(subject.resolution) : '';
  const about = product ? `要买的是 **${productLink(product)}**（现价 ${yuan(product.price)}，${product.mall}）。` : unresolved;
  const instead = product
    ? `你可以点下面的商品卡片，自己到${product.mall}下单；也可以先加入心愿单，降价时在心愿单里能看到。`
    : '你可以先告诉我想买什么，我帮你挑好、比好价格，再点商品卡片自己下单。';
  const answer = started ? [`${message}。`, about] : [`${message}。`, about, instead];
  yield* streamed('answer', answer.filter(Boolean).join('\n\n'));

  const cards: StreamContent = product ? { product_cards: [toProductCard(product)] } : {};
  const buttons: WireButton[] = [];
  if (started && task.success) {
    cards.cloud_mobile_task = task.data;
    buttons.push({ button_text: '查看云手机', button_url: CLOUD_PHONE_PAGE, icon: 'cloud-phone', sub_type: CLOUD_PHONE_ORDER });
  } else if (product) buttons.push(wishButton(product));
  const nextSteps = product ? [`${shortName(product)}现在值得买吗？`, `把${shortName(product)}加入心愿单`] : STARTERS;
  yield* closing(buttons.length ? { ...cards, button_type: buttons[0]!.sub_type, buttons } : cards, nextSteps);
};
