import { useEffect } from 'react';
import { useChat } from '../chat-context';

/**
 * Back online (the browser's `online` event): an answer the lost network cut off continues from
 * its last event (the session knows which one, if any).
 */
export function useOnlineResume(): void {
  const { actions } = useChat();
  useEffect(() => {
    const onOnline = () => void actions.resumeOnline();
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [actions]);
}
