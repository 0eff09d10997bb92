import { WISH_ENDPOINTS } from '@app/protocol/wish';
import { useMutation, useQueryClient } from '@/lib/query';
import { wishItemSchema, type WishItem } from '@app/protocol/cards';
import { http } from '@/lib/http';

/** `POST /api/v2/wish/add {product_id, target_price?}`. */
export const addWish = (productId: string, targetPrice: number | null): Promise<WishItem> =>
  http.post(
    WISH_ENDPOINTS.add,
    { product_id: productId, target_price: targetPrice },
    { formatData: (d) => wishItemSchema.parse(d) },
  );

/** Adds the product, then refreshes this item and the wish list. */
export function useAddWish(productId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (targetPrice: number | null) => addWish(productId, targetPrice),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: ['item-detail', productId] }),
        client.invalidateQueries({ queryKey: ['wish-list'] }),
      ]),
  });
}
