import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareCreateBody, ShareSource } from '@app/protocol/shares';
import '../conversation-strings';
import { ResponsiveSheet } from '../components/responsive-sheet';
import sheet from '../components/sheet.module.css';
import { useCopy } from '../hooks/use-copy';
import { useCreateShare, useRevokeShare, useShares } from './api/shares';
import { MyShares, shareState } from './my-shares';
import { shareUrl } from './share-url';
import styles from './share.module.css';

/** What the sheet says a link would hold, before it is made. */
const SCOPE_INTRO = { chat_next: 'share.intro', session: 'share.introSession' } as const satisfies Record<ShareSource, string>;

/** What the sheet says a link holds, by what it was made of. */
const SCOPE_TEXT = { chat_next: 'share.scope', session: 'share.scopeSession' } as const satisfies Record<ShareSource, string>;

/**
 * 分享 on a chat screen: says what a link would hold and makes it only when the user confirms
 * (生成链接并复制), then copies it and shows it with a copy button and 撤销分享, after which the
 * link no longer opens for anyone. Sharing the same conversation again hands back the same live
 * link (the server reuses it). Below, 我的分享 lists every link the user has made.
 */
export default function ShareSheet({ scope, onClose }: { scope: ShareCreateBody; onClose: () => void }) {
  const { t } = useTranslation('conversation');
  const id = useId();
  const [visible, setVisible] = useState(true);
  const hide = useCallback(() => setVisible(false), []);
  const create = useCreateShare();
  const revoke = useRevokeShare();
  const { copied, copy } = useCopy();
  const confirm = () => create.mutate(scope, { onSuccess: (share) => void copy(shareUrl(share.token)) });

  const share = create.data;
  const url = share ? shareUrl(share.token) : '';
  // Revoked here, or from 我的分享 below.
  const listed = useShares(create.isSuccess).data?.find((s) => s.token === share?.token);
  const revoked = revoke.isSuccess || (!!listed && shareState(listed) === 'revoked');

  let body;
  if (create.isIdle)
    body = (
      <>
        <p className={sheet.muted}>{t(SCOPE_INTRO[scope.session_id ? 'session' : 'chat_next'])}</p>
        <div className={styles.actions}>
          <button type="button" className={sheet.submit} onClick={confirm} data-testid="share-confirm">
            {t('share.confirm')}
          </button>
        </div>
      </>
    );
  else if (create.isPending) body = <p className={sheet.muted}>{t('share.creating')}</p>;
  else if (create.isError || !share)
    body = (
      <p className={styles.error} role="alert" data-testid="share-error">
        {create.error?.message ?? t('share.createFailed')}
      </p>
    );
  else
    body = (
      <>
        <p className={sheet.muted}>{t(SCOPE_TEXT[share.source], { count: share.turn_count })}</p>
        <label className={sheet.legend} htmlFor={`${id}-link`}>
          {t('share.linkLabel')}
        </label>
        <input
          id={`${id}-link`}
          className={styles.link}
          readOnly
          value={url}
          onFocus={(e) => e.currentTarget.select()}
          data-testid="share-link"
          data-revoked={revoked || undefined}
        />
        <p className={sheet.muted} aria-live="polite" data-testid="share-status">
          {revoked ? t('share.revoked') : copied ? t('share.copied') : ''}
        </p>
        <div className={styles.actions}>
          <button
            type="button"
            className={sheet.submit}
            disabled={revoked}
            onClick={() => void copy(url)}
            data-testid="share-copy"
          >
            {t('share.copy')}
          </button>
          <button
            type="button"
            className={styles.revoke}
            disabled={revoked || revoke.isPending}
            onClick={() => revoke.mutate(share.token)}
            data-testid="share-revoke"
          >
            {revoke.isPending ? t('share.revoking') : t('share.revoke')}
          </button>
        </div>
      </>
    );

  return (
    <ResponsiveSheet visible={visible} onHide={hide} afterClose={onClose}>
      <div className={sheet.sheet} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="share-sheet">
        <div className={sheet.head}>
          <h2 id={`${id}-title`} className={sheet.title}>
            {t('share.sheetTitle')}
          </h2>
          <button type="button" className={sheet.close} onClick={hide} aria-label={t('share.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {body}
        {create.isPending ? null : <MyShares />}
      </div>
    </ResponsiveSheet>
  );
}
