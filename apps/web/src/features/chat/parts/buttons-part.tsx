import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { chatSession, useChatStore } from '../chat-instance';
import styles from '../chat.module.css';
import { chatSelectors } from '../store';
import { runButton, type ButtonContext } from './button-actions';
import type { PartProps } from './part-props';

/** Action buttons under an answer (button_text), dispatched by button type. */
export function ButtonsPart({ message }: PartProps) {
  const { t } = useTranslation('chat');
  const navigate = useNavigate();
  const busy = useChatStore(chatSelectors.isBusy);
  const ctx: ButtonContext = {
    ask: (q) => void chatSession.ask(q),
    navigate: (path) => void navigate(path),
    open: (url) => window.open(url, '_blank', 'noopener'),
  };
  return (
    <div className={styles.actions} role="group" aria-label={t('actions.heading')}>
      {message.buttons.map((button, i) => (
        <button
          key={`${button.text}-${i}`}
          type="button"
          className={styles.actionButton}
          disabled={busy}
          onClick={() => runButton(message.buttonType, button, ctx)}
        >
          {button.text}
        </button>
      ))}
    </div>
  );
}
