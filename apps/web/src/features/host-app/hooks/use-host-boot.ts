import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@app/protocol/auth';
import { toast } from '@/lib/toast';
import { loginGuideUrl } from '../endpoints';
import '../strings';

/**
 * Inside the host app: boots once (common info, login from the host's cookies, current user),
 * follows the host's events, and sends a visitor the host has not logged in to /login/guide
 * with the original search and pathname.
 */
export function useHostBoot(enabled: boolean, onUser: (user: CurrentUser) => void): void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const { t } = useTranslation('hostApp');

  useEffect(() => {
    if (!enabled) return;
    let current = true;
    let off = () => {};
    void import('../start-host').then(({ startHost }) => {
      if (!current) return;
      off = startHost({
        onOffline: () => toast.warning(t('offline')),
        onBooted: (user) => {
          if (!current) return;
          if (user) onUser(user);
          else void navigate(loginGuideUrl(pathname, search), { replace: true });
        },
      });
    });
    return () => {
      current = false;
      off();
    };
    // Once per page: the boot reads where the page was opened, later navigations do not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}
