import { useSearchParams } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { LoginGuide } from '@/features/showcase/components/login-guide';
import { useTracking } from '@/features/tracking/use-tracking';

/** /login/guide?pathname=&search=: the original place is kept for after login. */
export function Component() {
  const [query] = useSearchParams();
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <LoginGuide query={query} />;
}
