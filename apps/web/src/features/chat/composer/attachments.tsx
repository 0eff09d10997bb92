import { useTranslation } from 'react-i18next';
import styles from './composer.module.css';
import { cardChipText } from './card-chip';
import type { Draft } from './use-draft';

/** The picture and product going with the next question, each removable. */
export function Attachments({ draft }: { draft: Draft }) {
  const { t } = useTranslation('chat');
  if (!draft.hasAttachment) return null;
  const remove = (label: string, onClick: () => void) => (
    <button
      type="button"
      className={styles.remove}
      onClick={onClick}
      aria-label={t('draft.remove', { item: label })}
      data-testid="draft-remove"
    >
      <span aria-hidden="true">×</span>
    </button>
  );
  return (
    <ul className={styles.attachments} aria-label={t('draft.heading')}>
      {draft.image ? (
        <li className={styles.attachment} data-testid="draft-image" data-status={draft.image.status}>
          <img className={styles.preview} src={draft.image.preview} alt={t('draft.image')} />
          <span className={styles.attachmentStatus}>{t(`draft.status.${draft.image.status}`)}</span>
          {remove(t('draft.image'), draft.removeImage)}
        </li>
      ) : null}
      {draft.card ? (
        <li className={styles.attachment} data-testid="draft-card">
          <span className={styles.cardChip}>{cardChipText(t, draft.card)}</span>
          {remove(t('draft.card'), draft.removeCard)}
        </li>
      ) : null}
    </ul>
  );
}
