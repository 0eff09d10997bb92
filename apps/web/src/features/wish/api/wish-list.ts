import { WISH_ENDPOINTS } from '@app/protocol/wish';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@/lib/query';
import { wishItemSchema, type WishItem } from '@app/protocol/cards';
import { removedSchema, wishListSchema } from '@app/protocol/wish';
import { http } from '@/lib/http';

const KEY = ['wish-list'] as const;

/** `POST /api/v2/wish/list`: newest first, with current prices and whether the target is reached. */
export const fetchWishList = async (): Promise<WishItem[]> =>
  (await http.post(WISH_ENDPOINTS.list, {}, { formatData: (d) => wishListSchema.parse(d) })).list;

export const wishListQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchWishList });
export const useWishList = () => useQuery(wishListQuery());

/** `POST /api/v2/wish/update {product_id, target_price|null}`. */
export const updateWishTarget = (productId: string, targetPrice: number | null): Promise<WishItem> =>
  http.post(
    WISH_ENDPOINTS.update,
    { product_id: productId, target_price: targetPrice },
    { formatData: (d) => wishItemSchema.parse(d) },
  );

/** `POST /api/v2/wish/remove {product_id}`. */
export const removeWish = (productId: string) =>
  http.post(WISH_ENDPOINTS.remove, { product_id: productId }, { formatData: (d) => removedSchema.parse(d) });

export function useUpdateWishTarget() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (v: { productId: string; targetPrice: number | null }) => updateWishTarget(v.productId, v.targetPrice),
    onSuccess: (item) =>
      client.setQueryData<WishItem[]>(KEY, (list) => list?.map((w) => (w.product.id === item.product.id ? item : w))),
  });
}

export function useRemoveWish() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: removeWish,
    onSuccess: (_r, productId) => client.setQueryData<WishItem[]>(KEY, (list) => list?.filter((w) => w.product.id !== productId)),
  });
}
