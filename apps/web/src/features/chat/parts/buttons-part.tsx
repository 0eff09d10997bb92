import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { buttonMeaning, runButton, type ButtonContext } from '../buttons/button-kinds';
import { useChatActions, useChatStore } from '../chat-context';
import { useAuthorizeSharing } from '../hooks/use-authorize-sharing';
import { chatSelectors } from '../store';
import { toChatButton } from '../wire';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';

/** Action buttons under an answer with their description line, dispatched by button type. */
export function ButtonsPart({ part, message }: AnswerPartProps<'buttons'>) {
  const { t } = useTranslation('conversation');
  const navigate = useNavigate();
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  const authorize = useAuthorizeSharing();
  const ctx: ButtonContext = {
    message,
    ask: (q) => void chatActions.ask({ text: q }),
    navigate: (path) => void navigate(path),
    open: (url) => window.open(url, '_blank', 'noopener'),
    authorize: () => void authorize(),
  };
  const buttons = useMemo(() => part.buttons.map(toChatButton), [part.buttons]);
  const meaning = buttonMeaning(part.buttonType, buttons[0]);
  const desc = part.desc ?? (meaning ? t(`buttons.desc.${meaning}`) : null);

  return (
    <div className={styles.buttons} data-testid="answer-buttons">
      {desc ? <p className={styles.partTitle}>{desc}</p> : null}
      <div className={styles.actions} role="group" aria-label={desc ?? t('buttons.heading')}>
        {buttons.map((button, i) => (
          <button
            key={`${button.text}-${i}`}
            type="button"
            className={styles.actionButton}
            disabled={busy}
            data-testid="answer-button"
            data-button-type={buttonMeaning(part.buttonType, button) ?? 'link'}
            onClick={() => runButton(part.buttonType, button, ctx)}
          >
            {button.text}
          </button>
        ))}
      </div>
    </div>
  );
}
