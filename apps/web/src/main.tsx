import 'nprogress/nprogress.css';
import 'antd-mobile/es/global';
import '@/styles/global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { attachNavigationMonitor } from '@/app/navigation/progress';
import { watchResourceErrors } from '@/app/navigation/module-load';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { i18nReady } from '@/lib/i18n';
import { connectAppSession, fetchUserEarly } from '@/app/session';
import { progressBar } from '@/lib/progress-bar';
import { initTheme } from '@/lib/theme';
import { preloadToast } from '@/lib/toast';
import { afterStartup } from '@/lib/after-startup';
import { trackVisualViewport } from '@/lib/viewport';

initTheme();
trackVisualViewport();
watchResourceErrors();
connectAppSession();
fetchUserEarly();

const router = createAppRouter();
attachNavigationMonitor(router);

/**
 * Resolves once the router has loaded the first route's module. Until then the boot shell of
 * index.html stays on screen: rendering the router earlier would only paint its (invisible)
 * loading fallback, a whole render and commit on a slow phone's main thread that the route's
 * render then throws away.
 */
const routerReady = new Promise<void>((resolve) => {
  if (router.state.initialized) return resolve();
  const stop = router.subscribe((state) => {
    if (!state.initialized) return;
    stop();
    resolve();
  });
});

// Immediate for zh-CN; another stored language renders once its strings have arrived. A
// transition: React renders the first screen in slices of a few milliseconds instead of one long
// task, and the boot shell stays until it commits.
void Promise.all([i18nReady, routerReady]).then(() => {
  const root = createRoot(document.getElementById('root')!);
  startTransition(() =>
    root.render(
      <StrictMode>
        <AppProviders>
          <RouterProvider router={router} />
        </AppProviders>
      </StrictMode>,
    ),
  );
});

// Load the toast module once the first screen is in, so an error toast works even after the network drops.
afterStartup(() => {
  void preloadToast().catch(() => undefined);
  progressBar.preload();
});
