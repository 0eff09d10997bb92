import { queryOptions, useMutation, useQuery, useQueryClient } from '@/lib/query';
import {
  SHARES_ENDPOINTS,
  sharedConversationSchema,
  shareListSchema,
  shareSummarySchema,
  type ShareCreateBody,
  type SharedConversation,
  type ShareSummary,
} from '@app/protocol/shares';
import { ApiError, http } from '@/lib/http';

/**
 * `POST /api/v2/shares`: a link to /chatNext's latest finished answers (`{}`) or to a v1 session
 * (`{session_id}`). Quiet: the sheet shows why one failed.
 */
export const createShare = (scope: ShareCreateBody): Promise<ShareSummary> =>
  http.post(SHARES_ENDPOINTS.create, scope, { quiet: true, formatData: (d) => shareSummarySchema.parse(d) });

/** `POST /api/v2/shares/revoke {token}`: the link stops working for everyone. */
export const revokeShare = (token: string): Promise<ShareSummary> =>
  http.post(SHARES_ENDPOINTS.revoke, { token }, { formatData: (d) => shareSummarySchema.parse(d) });

/** `POST /api/v2/shares/list`: the user's links, newest first, revoked ones included. */
export const listShares = (): Promise<ShareSummary[]> =>
  http.post(SHARES_ENDPOINTS.list, {}, { quiet: true, formatData: (d) => shareListSchema.parse(d).list });

export const sharesQuery = () => queryOptions({ queryKey: ['shares'], queryFn: listShares });

/** 我的分享: loaded when shown, so the sheet's own link is in it. */
export const useShares = (enabled = true) => useQuery({ ...sharesQuery(), enabled });

/** A new link belongs in 我的分享. */
export const useCreateShare = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createShare,
    onSuccess: () => client.invalidateQueries({ queryKey: sharesQuery().queryKey }),
  });
};

/** A revoked link is marked so in 我的分享 at once (the answer is the link as it now is). */
export const useRevokeShare = () => {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeShare,
    onSuccess: (revoked) =>
      client.setQueryData(sharesQuery().queryKey, (list) => list?.map((s) => (s.token === revoked.token ? revoked : s))),
  });
};

/** What a share page shows: the conversation, or that the link no longer works. */
export type SharedResult = { status: 'ready'; conversation: SharedConversation } | { status: 'gone' };

/**
 * `GET /api/v2/shares/:token`, without a login. A revoked, unknown or malformed link is 'gone'
 * (the server's typed code, never its text); anything else is an error the page can retry.
 */
export async function fetchShared(token: string): Promise<SharedResult> {
  try {
    const conversation = await http.get(SHARES_ENDPOINTS.read(token), undefined, {
      withAuth: false,
      quiet: true,
      formatData: (d) => sharedConversationSchema.parse(d),
    });
    return { status: 'ready', conversation };
  } catch (error) {
    if (error instanceof ApiError && (error.key === 'share_gone' || error.key === 'bad_request')) return { status: 'gone' };
    throw error;
  }
}

export const sharedQuery = (token: string) =>
  queryOptions({ queryKey: ['shared-conversation', token], queryFn: () => fetchShared(token), staleTime: 30_000 });

export const useShared = (token: string) => useQuery(sharedQuery(token));
