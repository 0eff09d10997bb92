import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { CHAT_NEXT_MODES, paths, queryKeys, type ChatNextMode } from '@/config/paths';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { i18nReady } from '@/lib/i18n';
import { inertCopy } from './inert-copy';

/** What the shell's composers are marked with; public/first-screen.js shows the one the route will pick. */
export const MODE_ATTRIBUTE = 'data-mode';

/** The first commit of /chatNext in `mode`, as the app renders it (routes, layouts, chat screen). */
async function firstCommit(doc: Document, mode: ChatNextMode): Promise<Element> {
  const router = createMemoryRouter(routes, { initialEntries: [`${paths.chatNext}?${queryKeys.mode}=${mode}`] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
  const container = doc.createElement('div');
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  if (container.childNodes.length !== 1 || !container.firstElementChild)
    throw new Error(`/chatNext's first commit in ${mode} mode is not one element`);
  const tree = container.firstElementChild.cloneNode(true) as Element;
  root.unmount();
  return tree;
}

/**
 * index.html's static shell (vite-boot-shell.ts): /chatNext's first screen as the app commits it
 * for a stored login before any answer has come (header, toolbar, the greeting's preview with the
 * history placeholder, the composer), rendered at build time in a DOM by the app's own routes and
 * components, so its markup and class names are the app's. It holds one composer per input mode
 * (`data-mode`), and is an inert copy: no ids, test ids or screen-reader text (see inertCopy).
 * Called by scripts/prerender-first-screen.mjs with jsdom's globals in place and a login stored
 * (the access-token cookie) before the app's modules were loaded.
 */
export async function renderFirstScreen(doc: Document): Promise<string> {
  await i18nReady;
  const [first, ...others] = await Promise.all(CHAT_NEXT_MODES.map((mode) => firstCommit(doc, mode)));
  const composer = first!.querySelector(`form[${MODE_ATTRIBUTE}]`);
  if (!composer) throw new Error('the first screen has no composer');
  for (const other of others) {
    const otherComposer = other.querySelector(`form[${MODE_ATTRIBUTE}]`);
    if (!otherComposer) throw new Error('the first screen has no composer');
    composer.after(otherComposer);
  }
  return inertCopy(first!).outerHTML;
}
