import { QueryClient } from '@tanstack/react-query';
import { publishQueryClient } from './client-slot';

/**
 * Every query hook the app uses comes through here (eslint forbids `@tanstack/react-query`
 * elsewhere), so the first chunk that needs one creates the app's client and hands it to the
 * providers before any of its components renders (`client-slot.ts`).
 */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });

publishQueryClient(createQueryClient());

export {
  QueryClient,
  QueryClientProvider,
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
