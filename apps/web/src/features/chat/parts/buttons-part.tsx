import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { wishRequestOf } from '../api/add-wishes';
import { buttonMeaning, runButton, type ButtonContext } from '../buttons/button-kinds';
import { useChatActions, useChatStore } from '../chat-context';
import { useAuthorizeSharing } from '../hooks/use-authorize-sharing';
import { useWishAdds } from '../hooks/use-wish-adds';
import { chatSelectors } from '../store';
import { toChatButton } from '../wire';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { WishAddStatus } from './wish-add-status';

/** Action buttons under an answer with their description line, dispatched by button type. */
export function ButtonsPart({ part, message }: AnswerPartProps<'buttons'>) {
  const { t } = useTranslation('conversation');
  const navigate = useNavigate();
  const busy = useChatStore(chatSelectors.isBusy);
  const chatActions = useChatActions();
  const authorize = useAuthorizeSharing();
  const wishes = useWishAdds();
  const wishedId = (url: string) => {
    const id = wishRequestOf(url)?.productId;
    return id && wishes.added.has(id) ? id : null;
  };
  const ctx: ButtonContext = {
    message,
    ask: (q) => void chatActions.ask({ text: q }),
    navigate: (path) => void navigate(path),
    open: (url) => window.open(url, '_blank', 'noopener'),
    authorize: () => void authorize(),
    addToWishList: (button) => wishes.add([wishRequestOf(button.url)!]),
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
            disabled={busy || wishes.pending || wishedId(button.url) !== null}
            data-testid="answer-button"
            data-button-type={buttonMeaning(part.buttonType, button) ?? 'link'}
            onClick={() => runButton(part.buttonType, button, ctx)}
          >
            {wishedId(button.url) ? t('wishAdd.addedButton', { text: button.text }) : button.text}
          </button>
        ))}
      </div>
      <WishAddStatus added={wishes.added.size} error={wishes.error} />
    </div>
  );
}
