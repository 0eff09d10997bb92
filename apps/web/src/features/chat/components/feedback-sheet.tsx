import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useMutation } from '@/lib/query';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_CONTENT_MAX } from '@app/protocol/feedback';
import { useLabelGroups } from '../api/labels';
import { useChatActions } from '../chat-context';
import { ResponsiveSheet } from './responsive-sheet';
import styles from './sheet.module.css';

/** After sending, the sheet says so, then closes by itself after this long (or at once on 关闭). */
export const FEEDBACK_SUBMITTED_CLOSE_MS = 2_500;

interface FeedbackSheetProps {
  questionId: string;
  onClose: () => void;
}

/**
 * Report an answer (feed_back): pick labels from the groups and/or describe the problem; once
 * sent, the sheet shows that it was submitted. A bottom sheet on a phone, a dialog on a desktop.
 */
export default function FeedbackSheet({ questionId, onClose }: FeedbackSheetProps) {
  const { t } = useTranslation('conversation');
  const id = useId();
  const [visible, setVisible] = useState(true);
  const hide = useCallback(() => setVisible(false), []);
  const doneRef = useRef<HTMLButtonElement>(null);
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [content, setContent] = useState('');
  const labels = useLabelGroups(true);
  const send = useMutation({ mutationFn: useChatActions().sendFeedback });
  const ready = picked.size > 0 || content.trim().length > 0;
  const submitted = send.isSuccess;

  // The submitted state takes focus (so it is read out), then the sheet closes by itself.
  useEffect(() => {
    if (!submitted) return;
    doneRef.current?.focus();
    const timer = setTimeout(hide, FEEDBACK_SUBMITTED_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [submitted, hide]);

  const toggle = (labelId: number) =>
    setPicked((prev) => {
      const next = new Set(prev);
      if (!next.delete(labelId)) next.add(labelId);
      return next;
    });

  const submit = () => {
    if (!ready || send.isPending) return;
    send.mutate({ questionId, content, labelIds: [...picked] });
  };

  const form = (
    <>
      {labels.isPending ? <p className={styles.muted}>{t('feedback.loading')}</p> : null}
      {labels.isError ? (
        <p className={styles.muted}>
          {t('feedback.labelsFailed')}{' '}
          <button type="button" className={styles.link} onClick={() => void labels.refetch()}>
            {t('feedback.reload')}
          </button>
        </p>
      ) : null}
      {labels.data?.map((group) => (
        <fieldset key={group.group_name} className={styles.group}>
          <legend className={styles.legend}>{group.group_name}</legend>
          {group.children.map((label) => (
            <button
              key={label.id}
              type="button"
              className={styles.chip}
              aria-pressed={picked.has(label.id)}
              onClick={() => toggle(label.id)}
              data-testid="feedback-label"
            >
              {label.name}
            </button>
          ))}
        </fieldset>
      ))}
      <label className={styles.legend} htmlFor={`${id}-content`}>
        {t('feedback.contentLabel')}
      </label>
      <textarea
        id={`${id}-content`}
        className={styles.textarea}
        rows={3}
        maxLength={FEEDBACK_CONTENT_MAX}
        placeholder={t('feedback.placeholder')}
        value={content}
        onChange={(e) => setContent(e.target.value)}
        data-testid="feedback-content"
      />
      <p className={styles.muted} aria-live="polite">
        {ready ? t('feedback.count', { count: content.length, max: FEEDBACK_CONTENT_MAX }) : t('feedback.hint')}
      </p>
      <button
        type="button"
        className={styles.submit}
        disabled={!ready || send.isPending}
        onClick={submit}
        data-testid="feedback-submit"
      >
        {send.isPending ? t('feedback.sending') : t('feedback.submit')}
      </button>
    </>
  );

  return (
    <ResponsiveSheet visible={visible} onHide={hide} afterClose={onClose}>
      <div className={styles.sheet} role="dialog" aria-modal="true" aria-labelledby={`${id}-title`} data-testid="feedback-sheet">
        <div className={styles.head}>
          <h2 id={`${id}-title`} className={styles.title}>
            {t('feedback.title')}
          </h2>
          <button type="button" className={styles.close} onClick={hide} aria-label={t('feedback.close')}>
            <span aria-hidden="true">×</span>
          </button>
        </div>
        {submitted ? (
          <div className={styles.submitted} role="status" data-testid="feedback-submitted">
            <span className={styles.check} aria-hidden="true">
              ✓
            </span>
            <p className={styles.submittedTitle}>{t('feedback.submitted')}</p>
            <p className={styles.muted}>{t('feedback.thanks')}</p>
            <button ref={doneRef} type="button" className={styles.submit} onClick={hide} data-testid="feedback-done">
              {t('feedback.done')}
            </button>
          </div>
        ) : (
          form
        )}
      </div>
    </ResponsiveSheet>
  );
}
