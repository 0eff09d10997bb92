import { useEffect } from 'react';
import { chatActions, chatStore } from '../chat-instance';

/**
 * Coming back to the page after it was in the background: if an answer was being output, its
 * state is reloaded (spec; the session checks history and reconnects or settles).
 */
export function useVisibilityResume(): void {
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible' && chatStore.getState().phase === 'streaming') void chatActions.resumeVisible();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);
}
