import type { ProductCard } from '@app/protocol';
import type { CatalogProduct } from './service';

/** A catalog product as the card the chat stream and history carry. */
export function toProductCard(p: CatalogProduct, reason?: string): ProductCard {
  return {
    id: p.id,
    title: p.title,
    brand: p.brand,
    category: p.categoryName,
    mall: p.mall,
    price: p.price,
    original_price: p.originalPrice,
    image: p.image,
    url: p.url,
    ...(reason ? { reason } : {}),
    specs: p.specs,
  };
}
