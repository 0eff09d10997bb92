import 'nprogress/nprogress.css';
import 'antd-mobile/es/global';
import '@/styles/global.css';
import { StrictMode } from 'react';
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

// Immediate for zh-CN; another stored language renders once its strings have arrived.
void i18nReady.then(() =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  ),
);

// Load the toast module once the first screen is in, so an error toast works even after the network drops.
afterStartup(() => {
  void preloadToast().catch(() => undefined);
  progressBar.preload();
});
