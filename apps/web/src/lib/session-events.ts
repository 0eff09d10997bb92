import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { tokenStorage } from './storage';
import { toast } from './toast';

/**
 * What a listener is told about a 401: `interactive` is false for quiet calls; `hadSession` is
 * false for someone who was never logged in (nothing expired: no toast, no login sheet).
 */
export interface UnauthorizedEvent {
  interactive: boolean;
  hadSession: boolean;
}
type Listener = (event: UnauthorizedEvent) => void;

const listeners = new Set<Listener>();

/** The app registers here what a 401 does to the session (clear login, open the login dialog). */
export function onUnauthorized(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * A 401 from the API client or the stream reader (spec section 8): the login is always cleared;
 * unless the call was quiet or there was no login to expire, the user sees '登录已过期，请重新登录'
 * and the login flow opens.
 */
export function reportUnauthorized({ quiet = false }: { quiet?: boolean } = {}): void {
  const hadSession = Boolean(tokenStorage.get());
  if (!quiet && hadSession) toast.error(CLIENT_ERROR_TEXT.loginExpired);
  listeners.forEach((l) => l({ interactive: !quiet, hadSession }));
}
