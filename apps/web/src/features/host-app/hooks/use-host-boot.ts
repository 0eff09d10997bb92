import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import type { CurrentUser } from '@app/protocol/auth';
import { native, nativeBridge } from '@/lib/bridge/bridge';
import { toast } from '@/lib/toast';
import { hostBootOnce } from '../boot';
import { loginGuideUrl } from '../endpoints';
import { connectHostEvents, pageEffects } from '../host-events';
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
    const off = connectHostEvents(
      nativeBridge,
      pageEffects((connected) => {
        if (!connected) toast.warning(t('offline'));
      }),
    );
    let current = true;
    void hostBootOnce({ bridge: nativeBridge, native }).then((user) => {
      if (!current) return;
      if (user) onUser(user);
      else void navigate(loginGuideUrl(pathname, search), { replace: true });
    });
    return () => {
      current = false;
      off();
    };
    // Once per page: the boot reads where the page was opened, later navigations do not re-run it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [enabled]);
}
