import type { CurrentUser } from '@app/protocol/auth';
import { native, nativeBridge } from '@/lib/bridge/bridge';
import { hostBootOnce } from './boot';
import { markHostBootSettled } from './boot-settled';
import { connectHostEvents, pageEffects } from './host-events';

/**
 * Everything the page does inside the host app, in one module that is loaded only there, so a
 * browser's first screen never carries the bridge and its message schemas.
 */
export function startHost(handlers: { onOffline: () => void; onBooted: (user: CurrentUser | null) => void }): () => void {
  const off = connectHostEvents(
    nativeBridge,
    pageEffects((connected) => {
      if (!connected) handlers.onOffline();
    }),
  );
  // A boot that fails leaves the page as the host's anonymous visitor; either way it has settled.
  void hostBootOnce({ bridge: nativeBridge, native })
    .catch(() => null)
    .then((user) => {
      handlers.onBooted(user);
      markHostBootSettled();
    });
  return off;
}
