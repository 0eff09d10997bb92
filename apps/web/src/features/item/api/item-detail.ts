import { ITEM_ENDPOINTS } from '@app/protocol/item';
import { queryOptions, useQuery } from '@/lib/query';
import { itemDetailSchema, type ItemDetail } from '@app/protocol/item';
import { http } from '@/lib/http';

/** `POST /api/v2/item/detail {id}`: facts, specs, mall, link, 180-day price history, own wish. */
export const fetchItemDetail = (id: string): Promise<ItemDetail> =>
  http.post(ITEM_ENDPOINTS.detail, { id }, { quiet: true, formatData: (d) => itemDetailSchema.parse(d) });

export const itemDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['item-detail', id], queryFn: () => fetchItemDetail(id), retry: false });

export const useItemDetail = (id: string) => useQuery({ ...itemDetailQuery(id), enabled: id !== '' });
