import { useAuthStore } from '@/features/auth/store';
import { useTracking } from '@/features/tracking/use-tracking';
import { WishPage } from '@/features/wish/components/wish-page';

/** /wish (心愿单). */
export function Component() {
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <WishPage />;
}
