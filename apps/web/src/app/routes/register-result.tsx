import { useAuthStore } from '@/features/auth/store';
import { RegisterResult } from '@/features/showcase/components/register-result';
import { useTracking } from '@/features/tracking/use-tracking';

/** /registerResult (public). */
export function Component() {
  const nickname = useAuthStore((s) => s.info?.nickname ?? null);
  const loggedIn = useAuthStore((s) => Boolean(s.token));
  useTracking(nickname);
  return <RegisterResult success={loggedIn} nickname={nickname} />;
}
