import { queryOptions, useQuery } from '@/lib/query';
import { FEEDBACK_ENDPOINTS, labelListSchema, type LabelGroup } from '@app/protocol/feedback';
import { http } from '@/lib/http';

/** `POST /api/v1/get_label_list`: report labels in groups. */
export const fetchLabelGroups = (): Promise<LabelGroup[]> =>
  http.post(FEEDBACK_ENDPOINTS.labelList, undefined, { formatData: (d) => labelListSchema.parse(d) });

/** Report labels are cached for the session (spec section 9): fetched once, never stale. */
export const labelGroupsQuery = () =>
  queryOptions({ queryKey: ['chat', 'labels'], queryFn: fetchLabelGroups, staleTime: Infinity, gcTime: Infinity });

export const useLabelGroups = (enabled: boolean) => useQuery({ ...labelGroupsQuery(), enabled });
