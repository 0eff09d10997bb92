import { useState } from 'react';
import { useQuery } from '@/lib/query';
import { useTranslation } from 'react-i18next';
import { replayQuery } from '../api/replay';
import styles from '../cloud-phone.module.css';

/** Step-by-step replay of an ended task: one screenshot at a time with its step title. */
export function ReplayViewer({ url, ended }: { url: string | undefined; ended: boolean }) {
  const { t } = useTranslation('cloudPhone');
  const replay = useQuery(replayQuery(url, ended));
  const [index, setIndex] = useState(0);
  const frames = replay.data?.frames ?? [];
  if (!ended || frames.length === 0) return <p>{t('replayEmpty')}</p>;
  const at = Math.min(index, frames.length - 1);
  const frame = frames[at]!;
  return (
    <section className={styles.card} aria-label={t('replay')} data-testid="cloud-replay">
      <strong>{t('replay')}</strong>
      <img className={styles.frame} src={frame.image_url} alt={frame.title} />
      <div className={styles.row}>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={at === 0}
          onClick={() => setIndex(at - 1)}
          aria-label="prev"
        >
          ‹
        </button>
        <span data-testid="replay-position">
          {at + 1} / {frames.length} · {frame.title}
        </span>
        <button
          type="button"
          className={`${styles.button} ${styles.secondary}`}
          disabled={at === frames.length - 1}
          onClick={() => setIndex(at + 1)}
          aria-label="next"
        >
          ›
        </button>
      </div>
    </section>
  );
}
