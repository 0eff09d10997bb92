import { queryOptions, useMutation, useQuery } from '@tanstack/react-query';
import {
  SHARES_ENDPOINTS,
  sharedConversationSchema,
  shareSummarySchema,
  type SharedConversation,
  type ShareSummary,
} from '@app/protocol/shares';
import { ApiError, http } from '@/lib/http';

/** `POST /api/v2/shares {}`: a link to the latest finished answers of /chatNext (the sheet shows why one failed). */
export const createShare = (): Promise<ShareSummary> =>
  http.post(SHARES_ENDPOINTS.create, {}, { quiet: true, formatData: (d) => shareSummarySchema.parse(d) });

/** `POST /api/v2/shares/revoke {token}`: the link stops working for everyone. */
export const revokeShare = (token: string): Promise<ShareSummary> =>
  http.post(SHARES_ENDPOINTS.revoke, { token }, { formatData: (d) => shareSummarySchema.parse(d) });

export const useCreateShare = () => useMutation({ mutationFn: createShare });
export const useRevokeShare = () => useMutation({ mutationFn: revokeShare });

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
