import type { CatalogProduct } from '#server/modules/catalog/service';
import type { FlowContext } from '../events';
import { colourAsked, isColour } from '../language/model-colours';
import { yuan } from '../format';

export interface ColourAnswer {
  /** The sentence that leads the answer. */
  lead: string;
  /** The listing in the colour asked (the product answered about), or the product as it was. */
  product: CatalogProduct;
  /** The colour asked, when the model does not come in it (the answer offers other models in it). */
  elsewhere: string | null;
}

/**
 * 有白色吗 about one product (decision 082): the colours its model is listed in (the same brand,
 * category and 型号), the listing in the colour asked when there is one, else the colours it has
 * and other models in that colour offered. Null when the question asks no colour.
 */
export async function colourAnswer(x: FlowContext, p: CatalogProduct, question: string): Promise<ColourAnswer | null> {
  const model = p.specs['型号'];
  const found = model ? await x.catalog.searchProducts({ category: p.categoryId, brand: p.brand, limit: 50 }) : [];
  const variants = [p, ...found.filter((v) => v.id !== p.id && v.categoryId === p.categoryId && v.specs['型号'] === model)];
  const colours = [...new Set(variants.map((v) => v.specs['颜色']).filter((c): c is string => Boolean(c)))];
  const asked = colourAsked(question, colours);
  if (!asked) return null;
  const name = `${p.brand}${model ?? ''}`;
  const all = colours.length ? `，在售颜色有${colours.join('、')}` : '';
  const match = variants.find((v) => v.specs['颜色'] && isColour(v.specs['颜色'], asked));
  if (!match)
    return {
      lead: `${name}没有${asked}的${all}。想要${asked}的，可以看看其他${asked}的${p.categoryName}。`,
      product: p,
      elsewhere: asked,
    };
  const colour = match.specs['颜色']!;
  const lead =
    match.id === p.id
      ? `有，这款${name}就是${colour}的${all}。`
      : `有，${name}有${colour}款，${yuan(match.price)}（${match.mall}）${all}。`;
  return { lead, product: match, elsewhere: null };
}
