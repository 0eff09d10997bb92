import { queryOptions, useQuery } from '@/lib/query';
import { SETTINGS_ENDPOINTS, globalConfigSchema, type GlobalConfig } from '@app/protocol/chat-settings';
import { http } from '@/lib/http';

/** `POST /api/v2/global_config`: suggestions (`guess`) and upload limits. Quiet: the chat works without it. */
export const fetchGlobalConfig = (): Promise<GlobalConfig> =>
  http.post(SETTINGS_ENDPOINTS.globalConfig, undefined, { quiet: true, formatData: (d) => globalConfigSchema.parse(d) });

export const globalConfigQuery = () =>
  queryOptions({ queryKey: ['chat', 'global-config'], queryFn: fetchGlobalConfig, staleTime: 5 * 60_000 });

export const useGlobalConfig = (enabled: boolean) => useQuery({ ...globalConfigQuery(), enabled });
