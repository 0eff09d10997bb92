import { useAuthStore } from '@/features/auth/store';
import { LoggedIn } from '@/features/showcase/components/login-guide';
import { useTracking } from '@/features/tracking/use-tracking';

/** /login/logged-in. */
export function Component() {
  const nickname = useAuthStore((s) => s.info?.nickname ?? null);
  useTracking(nickname);
  return <LoggedIn nickname={nickname} />;
}
