import { useEffect, useSyncExternalStore } from 'react';
import { WELCOME_KEYS } from '@app/protocol/constants';
import { tokenStorage } from '@/lib/storage';
import { dropEarlyWelcome, earlyWelcomeText, subscribeEarlyWelcome } from '../api/guide-text-early';
import { useChatStore } from '../chat-context';
import styles from '../chat.module.css';

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
 * The greeting drawn like the welcome message it becomes (same bubble, type and width), so on a
 * slow network the user reads it while the conversation's code and history still download.
 */
export function WelcomePreview({ text }: { text: string }) {
  return (
    <div className={styles.preview} data-testid="welcome-preview">
      <div className={styles.previewBubble}>
        {text.split(/\n{2,}/).map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </div>
  );
}
