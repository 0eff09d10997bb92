import { useAuthStore } from '@/features/auth/store';
import { HabitsPage } from '@/features/habits/components/habits-page';
import { useTracking } from '@/features/tracking/use-tracking';

/** /habits (购物习惯). */
export function Component() {
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <HabitsPage />;
}
