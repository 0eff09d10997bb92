import { useAuthStore } from '@/features/auth/store';
import { HistoryPage } from '@/features/history/components/history-page';
import { useTracking } from '@/features/tracking/use-tracking';

/** /history (历史记录). */
export function Component() {
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <HistoryPage />;
}
