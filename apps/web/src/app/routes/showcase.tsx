import { useLocation } from 'react-router';
import { useAuthStore } from '@/features/auth/store';
import { Download } from '@/features/showcase/components/download';
import { Landing } from '@/features/showcase/components/landing';
import { Protocol } from '@/features/showcase/components/protocol';
import { useTracking } from '@/features/tracking/use-tracking';

/** /showcase (blank layout), /showcase/download, /showcase/protocol. */
export function Component() {
  const { pathname } = useLocation();
  useTracking(useAuthStore((s) => s.info?.nickname));
  const path = pathname.replace(/\/$/, '');
  if (path === '/showcase/download') return <Download />;
  if (path === '/showcase/protocol') return <Protocol />;
  return <Landing />;
}
