import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmDialog } from '@/lib/dialog';
import { toast } from '@/lib/toast';
import { setAuthStatus } from '../api/auth-status';
import { useChatActions } from '../chat-context';

/** Button type 2: after the user confirms, sharing shopping preferences is recorded (set_auth_other_status). */
export function useAuthorizeSharing(): () => Promise<void> {
  const { t } = useTranslation('conversation');
  const chatActions = useChatActions();
  return useCallback(async () => {
    const confirmed = await confirmDialog({
      title: t('authorize.title'),
      content: t('authorize.body'),
      confirmText: t('authorize.confirm'),
      cancelText: t('authorize.cancel'),
    });
    if (!confirmed) return;
    try {
      await setAuthStatus(true);
    } catch {
      return; // the API client has shown why
    }
    void chatActions.setAuthorized(true);
    toast.success(t('authorize.done'));
  }, [t, chatActions]);
}
