import { WISH_ENDPOINTS } from '@app/protocol/wish';
import { useMutation, useQueryClient } from '@/lib/query';
import { wishItemSchema } from '@app/protocol/cards';
import { ApiError, http } from '@/lib/http';

/** One product to put on the wish list, with the price the user waits for (if any). */
export interface WishRequest {
  productId: string;
  targetPrice: number | null;
}

/** What adding several came to: the ids now on the list, and the first failure's message. */
export interface WishAddOutcome {
  added: string[];
  error: string | null;
}

/** A wish button's link, `/wish?product_id=…&target_price=…`, as a request; null when it names no product. */
export function wishRequestOf(url: string): WishRequest | null {
  try {
    const params = new URL(url, 'http://app.local').searchParams;
    const productId = params.get('product_id');
    const target = Number(params.get('target_price'));
    return productId ? { productId, targetPrice: target > 0 ? target : null } : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/v2/wish/add` for each product in turn. Never rejects: the caller shows what was
 * added and, in its own place, why the rest was not (so no toast on top of that).
 */
export async function addWishes(requests: WishRequest[]): Promise<WishAddOutcome> {
  const added: string[] = [];
  for (const { productId, targetPrice } of requests) {
    try {
      await http.post(
        WISH_ENDPOINTS.add,
        { product_id: productId, target_price: targetPrice },
        { quiet: true, formatData: (d) => wishItemSchema.parse(d) },
      );
      added.push(productId);
    } catch (e) {
      return { added, error: e instanceof ApiError ? e.message : String(e) };
    }
  }
  return { added, error: null };
}

/** Adds products from the chat, then refreshes the wish list page's data. */
export function useAddWishes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: addWishes,
    onSettled: () => client.invalidateQueries({ queryKey: ['wish-list'] }),
  });
}
