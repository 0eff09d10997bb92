import { queryOptions } from '@/lib/query';
import { cloudReplaySchema, type CloudReplay } from '@app/protocol/cloud-phone';
import { http } from '@/lib/http';

const parse = (data: unknown): CloudReplay => cloudReplaySchema.parse(data);

/** The replay index the cloud phone wrote (replay_url), read once the task has ended. */
export const replayQuery = (url: string | undefined, enabled: boolean) =>
  queryOptions({
    queryKey: ['cloud-phone', 'replay', url],
    queryFn: () => http.get(url!, undefined, { quiet: true, returnOriginRes: true, formatData: parse, withAuth: false }),
    enabled: enabled && !!url,
    staleTime: Infinity,
  });
