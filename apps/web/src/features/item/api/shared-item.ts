import { queryOptions } from '@/lib/query';
import { itemDetailSchema, type ItemDetail } from '@app/protocol/item';
import { SHARES_ENDPOINTS } from '@app/protocol/shares';
import { http } from '@/lib/http';

/**
 * `GET /api/v2/shares/:token/item?id=`, without a login: a product the share shows, as the item
 * page shows it, with no wish (issue 21 item 8).
 */
export const fetchSharedItem = (token: string, id: string): Promise<ItemDetail> =>
  http.get(SHARES_ENDPOINTS.item(token), { id }, { withAuth: false, quiet: true, formatData: (d) => itemDetailSchema.parse(d) });

export const sharedItemQuery = (token: string, id: string) =>
  queryOptions({ queryKey: ['shared-item', token, id], queryFn: () => fetchSharedItem(token, id), retry: false });
