import type { ProductCard } from '@app/protocol';
import type { CategoryInfo } from '#server/modules/catalog/vocabulary';
import { closing, streamed, thinking, type Flow } from '../events';
import { STARTERS } from '../render/follow-ups';
import { productLink, yuan } from '../format';
import { shoppingFlow } from './shopping-flow';

/** Generated catalog images are `/media/products/<category id>-<colour index>.svg` (db/seed/product-images.ts). */
const CATALOG_IMAGE = /\/media\/products\/([a-z0-9-]+)-(\d+)\.svg$/;
const SHOWN = 4;

/** The catalog image path in a URL (absolute or relative), or null. */
export function catalogImagePath(url: string | null | undefined): { path: string; categoryId: string } | null {
  if (!url) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  const m = CATALOG_IMAGE.exec(pathname);
  return m ? { path: pathname, categoryId: m[1]! } : null;
}

/**
 * A question with a picture. The embedded engine cannot see images; it recognises only the
 * catalog's own product images (their path names the category and colour) and says so plainly
 * for any other picture.
 */
export const imageFlow: Flow = async function* (x) {
  const image = catalogImagePath(x.request.questionImg);
  const category: CategoryInfo | undefined = image ? x.vocabulary.byId.get(image.categoryId) : undefined;
  if ((!image || !category) && x.turn.namesCatalog) {
    // 这个耳机多少钱？有更便宜的同类吗 with a photo it cannot read: the words drive the search, said so.
    const named = [...x.turn.categories.map((c) => c.name), ...x.turn.brands];
    const note = `这张图片我认不出具体是哪款商品，下面按你文字里说的「${[...new Set(named)].join('、') || x.turn.text}」来找。\n\n`;
    let first = true;
    for await (const e of shoppingFlow(x)) {
      if (first && e.status === 'answer') {
        first = false;
        yield { ...e, content: { ...e.content, content: note + (e.content.content ?? '') } };
      } else yield e;
    }
    return;
  }
  if (!image || !category) {
    yield* thinking(x, '用户发来一张图片。这张图不是商品库里的商品图，我看不懂图片内容，不能猜，应如实说明并请用户用文字描述。');
    yield* streamed(
      'answer',
      '抱歉，我认不出这张图片里的商品。可以用文字告诉我它是什么，比如品类、品牌、型号和预算（「2000元以内的索尼降噪耳机」），我来帮你找同款或相似的商品。',
    );
    yield* closing(null, STARTERS);
    return;
  }
  const budget = x.turn.budget;
  const call = await x.tools.call('search_products', {
    category: category.name,
    ...(budget?.min !== undefined ? { min_price: budget.min } : {}),
    ...(budget?.max !== undefined ? { max_price: budget.max } : {}),
    sort: 'sales',
    limit: 10,
  });
  const facts = (call.ok ? call.result.products : []).filter((p) => p.category === category.name);
  const cards = (call.material.productCards ?? []).filter((c) => c.category === category.name);
  // The picture shows one colour; listings with that very image come first.
  const same = cards.filter((c) => c.image === image.path);
  const shown: ProductCard[] = [...same, ...cards.filter((c) => c.image !== image.path)].slice(0, SHOWN);
  const shownFacts = shown.map((c) => facts.find((f) => f.id === c.id)!).filter(Boolean);
  const color = same[0]?.specs?.['颜色'];
  yield* thinking(
    x,
    `用户发来一张图片，图片地址是商品库里「${category.name}」${color ? `（${color}）` : ''}的商品图。用 search_products 找这个品类里${budget ? `${budget.label}、` : ''}用这张图的热销商品。`,
    shown.length ? `找到 ${shown.length} 款，其中 ${same.length} 款正是这张图。` : '这个品类里没有找到符合条件的商品。',
  );
  yield* x.tools.events();
  if (shown.length === 0) {
    yield* streamed(
      'answer',
      `从图片认出这是**${category.name}**，但商品库里没有找到${budget ? `${budget.label}的` : ''}这类商品。可以放宽预算再试试。`,
    );
    yield* closing(null, [`${category.name}推荐`]);
    return;
  }
  const prices = shownFacts.map((f) => f.price);
  const list = shownFacts.map((f, i) => `${i + 1}. ${productLink(f)} — ${yuan(f.price)}（${f.mall}）`).join('\n');
  const answer = [
    `从图片认出这是**${category.name}**${color ? `（${color}款）` : ''}，这是商品库里的商品图。${
      same.length ? `下面前 ${same.length} 款用的正是这张图，其余是同品类的热销款：` : '这个品类里的热销商品有：'
    }`,
    list,
    prices.length > 1 ? `价格在 ${yuan(Math.min(...prices))} 到 ${yuan(Math.max(...prices))} 之间。` : '',
    '图片识别只能认出商品库自己的商品图；想找别的商品，直接用文字描述给我就行。',
  ].filter(Boolean);
  yield* streamed('answer', answer.join('\n\n'));
  yield* closing({ product_cards: shown }, [
    `${category.name}推荐`,
    `有没有更便宜的${category.name}？`,
    `${category.name}销量最高的是哪款？`,
  ]);
};
