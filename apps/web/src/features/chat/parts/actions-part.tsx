import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast';
import { assessAnswer, type AssessChoice } from '../assess';
import { useChat, useChatStore } from '../chat-context';
import { useCopy } from '../hooks/use-copy';
import { markdownToPlainText } from '../markdown/plain-text';
import { hasServerId } from '../model';
import { chatSelectors } from '../store';
import styles from './parts.module.css';
import type { PartProps } from './part-props';

const FeedbackSheet = lazy(() => import('../components/feedback-sheet'));

const ASSESS_BUTTONS: ReadonlyArray<{ choice: AssessChoice; testId: string }> = [
  { choice: 'like', testId: 'assess-like' },
  { choice: 'dislike', testId: 'assess-dislike' },
];

/** Under a settled answer: like, dislike (press again to cancel), copy, 重新回答 and report. */
export function ActionsPart({ message }: PartProps) {
  const { t } = useTranslation('conversation');
  const { store, actions } = useChat();
  const { copied, copy } = useCopy();
  const [reporting, setReporting] = useState(false);
  const known = hasServerId(message);
  const busy = useChatStore(chatSelectors.isBusy);

  const onCopy = async () => {
    if (!(await copy(markdownToPlainText(message.content)))) toast.error(t('actions.copyFailed'));
  };

  return (
    <div className={styles.answerActions} role="group" aria-label={t('actions.heading')} data-testid="answer-actions">
      {/* An error or a refusal is not an answer to rate: no 赞/踩 there. */}
      {(message.status === 'finish' ? ASSESS_BUTTONS : []).map(({ choice, testId }) => (
        <button
          key={choice}
          type="button"
          className={styles.iconButton}
          aria-pressed={message.assess === choice}
          disabled={!known}
          onClick={() => void assessAnswer(store, message.id, choice, actions.sendAssess)}
          data-testid={testId}
          title={t(`actions.${choice}`)}
        >
          <span aria-hidden="true" className={styles[`glyph-${choice}`]} />
          <span className={styles.iconLabel}>{t(`actions.${choice}`)}</span>
        </button>
      ))}
      {message.content ? (
        <button
          type="button"
          className={styles.iconButton}
          onClick={() => void onCopy()}
          data-testid="copy-answer"
          data-copied={copied}
        >
          <span aria-hidden="true" className={styles['glyph-copy']} />
          <span className={styles.iconLabel} aria-live="polite">
            {copied ? t('actions.copied') : t('actions.copy')}
          </span>
        </button>
      ) : null}
      {message.status !== 'error' ? (
        // A failed answer has its own retry (the notice); any other answer, the latest or an earlier
        // one, can be asked again: the new answer takes the old turn's place (decision 027).
        <button
          type="button"
          className={styles.iconButton}
          disabled={busy}
          onClick={() => void actions.regenerate(message.id)}
          data-testid="regenerate-answer"
        >
          <span aria-hidden="true" className={styles['glyph-regenerate']} />
          <span className={styles.iconLabel}>{t('actions.regenerate')}</span>
        </button>
      ) : null}
      <button
        type="button"
        className={styles.iconButton}
        disabled={!known}
        onClick={() => setReporting(true)}
        data-testid="feedback-open"
      >
        <span aria-hidden="true" className={styles['glyph-report']} />
        <span className={styles.iconLabel}>{t('actions.report')}</span>
      </button>
      {reporting ? (
        <Suspense fallback={null}>
          <FeedbackSheet questionId={message.questionId} onClose={() => setReporting(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
