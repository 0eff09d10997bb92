import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_KEYS } from '@app/protocol/constants';
import { tokenStorage } from '@/lib/storage';
import { dropEarlyWelcome, earlyWelcomeText, subscribeEarlyWelcome } from '../api/guide-text-early';
import { useChatStore } from '../chat-context';
import styles from '../chat.module.css';
import { HistorySkeleton } from './history-skeleton';
import { SuggestionsPlaceholder } from './suggestions-placeholder';

const readText = () => earlyWelcomeText(tokenStorage.get());

/**
 * The greeting asked at boot, for as long as the conversation has not greeted the user itself:
 * null when there is none (or no longer one). Once the conversation's welcome has loaded, the
 * preview is dropped for good.
 */
export function useWelcomePreview(): string | null {
  const text = useSyncExternalStore(subscribeEarlyWelcome, readText);
  const greeted = useChatStore((s) => WELCOME_KEYS.welcomeLoaded in s.messages);
  useEffect(() => {
    if (greeted) dropEarlyWelcome();
  }, [greeted]);
  return greeted ? null : text;
}

/**
 * The greeting drawn like the welcome message it becomes (same bubble, type, width and place at
 * the end of the list), so on a slow network the user reads it while the conversation's code and
 * history still download; `historyPending` puts the history placeholder above it.
 */
export function WelcomePreview({ text, historyPending }: { text: string; historyPending: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <div className={styles.preview} data-testid="welcome-preview">
      {historyPending ? <HistorySkeleton label={t('historyLoading')} /> : null}
      <div className={styles.previewBubble}>
        {text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
        <div className={styles.previewSuggestions}>
          <SuggestionsPlaceholder />
        </div>
      </div>
    </div>
  );
}
