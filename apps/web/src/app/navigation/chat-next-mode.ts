import { redirect, type LoaderFunctionArgs } from 'react-router';
import { deviceTraits, firstVisitMode, rememberedMode } from '@/features/chat/composer/mode-preference';
import { nativeBridge } from '@/lib/bridge/bridge';
import { chatNextModeRedirect } from './redirects';

/**
 * /chatNext's loader: a URL without a `mode` is replaced by the one with the mode the user last
 * switched to, or else the first visit's, before anything renders. As a `<Navigate>` in the page
 * it cost a first commit with an empty page, which replaced index.html's static shell of the
 * screen (decision 019, fifth pass) for a frame.
 */
export function chatNextModeLoader({ request }: LoaderFunctionArgs): Response | null {
  const target = chatNextModeRedirect(
    new URL(request.url),
    rememberedMode() ?? firstVisitMode(deviceTraits(nativeBridge.supported)),
  );
  return target ? redirect(target) : null;
}
