import { queryOptions, useQuery } from '@tanstack/react-query';
import { itemDetailSchema, type ItemDetail } from '@app/protocol/pages';
import { http } from '@/lib/http';

export const ITEM_DETAIL_URL = '/api/v2/item/detail';

/** `POST /api/v2/item/detail {id}`: facts, specs, mall, link, 180-day price history, own wish. */
export const fetchItemDetail = (id: string): Promise<ItemDetail> =>
  http.post(ITEM_DETAIL_URL, { id }, { quiet: true, formatData: (d) => itemDetailSchema.parse(d) });

export const itemDetailQuery = (id: string) =>
  queryOptions({ queryKey: ['item-detail', id], queryFn: () => fetchItemDetail(id), retry: false });

export const useItemDetail = (id: string) => useQuery({ ...itemDetailQuery(id), enabled: id !== '' });
