import { useAuthStore } from '@/features/auth/store';
import { FlightPage } from '@/features/flight/components/flight-page';
import { useTracking } from '@/features/tracking/use-tracking';

/** /flight, in the default layout (header, menu) like the other screens. */
export function Component() {
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <FlightPage />;
}
