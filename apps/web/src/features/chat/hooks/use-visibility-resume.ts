import { useEffect } from 'react';
import { useChat } from '../chat-context';

/**
 * Coming back to the page after it was in the background: if an answer was being output, its
 * state is reloaded (spec; the session checks history and reconnects or settles).
 */
export function useVisibilityResume(): void {
  const { store, actions } = useChat();
  useEffect(() => {
    const onChange = () => {
      if (document.visibilityState === 'visible' && store.getState().phase === 'streaming') void actions.resumeVisible();
    };
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, [store, actions]);
}
