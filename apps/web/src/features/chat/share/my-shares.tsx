import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareSummary } from '@app/protocol/shares';
import sheet from '../components/sheet.module.css';
import { useCopy } from '../hooks/use-copy';
import { formatMessageTime } from '../message-time';
import { useRevokeShare, useShares } from './api/shares';
import { shareUrl } from './share-url';
import styles from './share.module.css';

/** A link in the list: working, or revoked (it no longer opens for anyone). */
export type ShareState = 'active' | 'revoked';
export const shareState = (share: ShareSummary): ShareState => (share.revoked_at ? 'revoked' : 'active');

const STATE_LABEL = { active: 'share.mine.active', revoked: 'share.mine.revokedTag' } as const satisfies Record<
  ShareState,
  string
>;

function ShareRow({ share }: { share: ShareSummary }) {
  const { t, i18n } = useTranslation('conversation');
  const { copied, copy } = useCopy();
  const revoke = useRevokeShare();
  const state = shareState(share);
  const when = formatMessageTime(share.created_at, new Date(), i18n.language) ?? '';
  return (
    <li className={styles.row} data-testid="my-share" data-state={state} data-token={share.token}>
      <div className={styles.rowText}>
        <span className={styles.rowTitle} data-testid="my-share-title">
          {share.title}
        </span>
        <span className={sheet.muted}>
          {t('share.mine.meta', { time: when, count: share.turn_count })}
          {' · '}
          <span className={state === 'revoked' ? styles.revokedTag : undefined} data-testid="my-share-state">
            {t(STATE_LABEL[state])}
          </span>
        </span>
        <span className="visually-hidden" aria-live="polite">
          {copied ? t('share.copied') : ''}
        </span>
        {revoke.isError ? (
          <span className={styles.error} role="alert">
            {t('share.mine.revokeFailed')}
          </span>
        ) : null}
      </div>
      {state === 'active' ? (
        <div className={styles.rowActions}>
          <button
            type="button"
            className={styles.small}
            onClick={() => void copy(shareUrl(share.token))}
            aria-label={t('share.mine.copyLabel', { title: share.title })}
            data-testid="my-share-copy"
          >
            {copied ? t('share.mine.copied') : t('share.mine.copy')}
          </button>
          <button
            type="button"
            className={`${styles.small} ${styles.smallDanger}`}
            disabled={revoke.isPending}
            onClick={() => revoke.mutate(share.token)}
            aria-label={t('share.mine.revokeLabel', { title: share.title })}
            data-testid="my-share-revoke"
          >
            {revoke.isPending ? t('share.revoking') : t('share.mine.revoke')}
          </button>
        </div>
      ) : null}
    </li>
  );
}

/** 我的分享: every link the user has made, newest first, each copied or revoked from here. */
export function MyShares() {
  const { t } = useTranslation('conversation');
  const id = useId();
  const shares = useShares();
  let body;
  if (shares.isPending) body = <p className={sheet.muted}>{t('share.mine.loading')}</p>;
  else if (shares.isError)
    body = (
      <p className={styles.error} role="alert">
        {t('share.mine.failed')}
      </p>
    );
  else if (shares.data.length === 0) body = <p className={sheet.muted}>{t('share.mine.empty')}</p>;
  else
    body = (
      <ul className={styles.rows} aria-labelledby={`${id}-mine`}>
        {shares.data.map((share) => (
          <ShareRow key={share.token} share={share} />
        ))}
      </ul>
    );
  return (
    <section className={styles.mine} aria-labelledby={`${id}-mine`} data-testid="my-shares">
      <h3 id={`${id}-mine`} className={sheet.legend}>
        {t('share.mine.heading')}
      </h3>
      {body}
    </section>
  );
}
