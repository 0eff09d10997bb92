import { HABITS_ENDPOINTS } from '@app/protocol/habits';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@/lib/query';
import { SETTINGS_ENDPOINTS, authStatusSchema, DEFAULT_AUTH_PLATFORM } from '@app/protocol/chat-settings';
import { habitsSchema, type HabitField, type Habits } from '@app/protocol/habits';
import { http } from '@/lib/http';

const KEY = ['habits'] as const;
const AUTH_KEY = ['habits-auth-status'] as const;
const parse = (d: unknown) => habitsSchema.parse(d);

/** `POST /api/v2/habits/get`: what the assistant collected (it collects again on each read). */
export const fetchHabits = (): Promise<Habits> => http.post(HABITS_ENDPOINTS.get, {}, { formatData: parse });
export const habitsQuery = () => queryOptions({ queryKey: KEY, queryFn: fetchHabits });
export const useHabits = () => useQuery(habitsQuery());

/** `POST /api/v2/habits/update {field, values}` and `/api/v2/habits/delete {field, value?}`. */
export function useHabitMutations() {
  const client = useQueryClient();
  const onSuccess = (h: Habits) => client.setQueryData(KEY, h);
  return {
    update: useMutation({
      mutationFn: (v: { field: HabitField; values: string[] }) =>
        http.post(HABITS_ENDPOINTS.update, { ...v }, { formatData: parse }),
      onSuccess,
    }),
    remove: useMutation({
      mutationFn: (v: { field: HabitField; value?: string }) =>
        http.post(HABITS_ENDPOINTS.remove, { ...v }, { formatData: parse }),
      onSuccess,
    }),
  };
}

/** The sharing authorisation (`get_auth_other_status`); revoking sets it to false. */
export const useAuthStatus = () =>
  useQuery({
    queryKey: AUTH_KEY,
    queryFn: () =>
      http.post(
        SETTINGS_ENDPOINTS.authStatus,
        { platform: DEFAULT_AUTH_PLATFORM },
        { formatData: (d) => authStatusSchema.parse(d) },
      ),
  });

export function useSetAuthStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (authorized: boolean) =>
      http.post(
        SETTINGS_ENDPOINTS.setAuthStatus,
        { platform: DEFAULT_AUTH_PLATFORM, authorized },
        { formatData: (d) => authStatusSchema.parse(d) },
      ),
    onSuccess: (s) => client.setQueryData(AUTH_KEY, s),
  });
}
