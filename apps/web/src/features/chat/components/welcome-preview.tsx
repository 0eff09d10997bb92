import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { WELCOME_KEYS } from '@app/protocol/constants';
import { WELCOME_WORDS } from '@app/protocol/welcome-words';
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

/** The body of the greeting in the app's language, before guide_text has answered (the same words the server sends). */
const bodyIn = (language: string): string => WELCOME_WORDS[language === 'en' ? 'en' : 'zh-CN'].body;

/**
 * The greeting drawn like the welcome message it becomes (same bubble, type, width and place at
 * the end of the list), so on a slow network the user reads it while the conversation's code and
 * history still download; `historyPending` puts the history placeholder above it. Until the
 * greeting asked at boot has answered (`text` null), it shows the greeting's body, which is the
 * same for every user, under a placeholder for the one-line greeting: the first screen's static
 * shell (index.html) is this state, so only that line changes when the answer comes.
 */
export function WelcomePreview({ text, historyPending }: { text: string | null; historyPending: boolean }) {
  const { t, i18n } = useTranslation('chat');
  // The greeting line, then the body: keyed apart, so the body's paragraph stays the same node when the line arrives.
  const [greeting, ...body] = text === null ? [null, bodyIn(i18n.language)] : text.split(/\n{2,}/);
  return (
    <div className={styles.preview} data-testid="welcome-preview">
      {historyPending ? <HistorySkeleton label={t('historyLoading')} /> : null}
      <div className={styles.previewBubble}>
        {greeting === null ? (
          <p key="greeting" aria-hidden="true" data-testid="greeting-placeholder">
            <span className={styles.greetingPlaceholder} />
          </p>
        ) : (
          <p key="greeting">{greeting}</p>
        )}
        {body.map((paragraph, i) => (
          <p key={`body-${i}`}>{paragraph}</p>
        ))}
        <div className={styles.previewSuggestions}>
          <SuggestionsPlaceholder />
        </div>
      </div>
    </div>
  );
}
