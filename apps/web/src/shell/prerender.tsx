import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/providers';
import { routes } from '@/app/router';
import { i18nReady } from '@/lib/i18n';

export async function renderFirstScreen(url: string, container: HTMLElement): Promise<string> {
  await i18nReady;
  const router = createMemoryRouter(routes, { initialEntries: [url] });
  await new Promise<void>((resolve) => {
    if (router.state.initialized) return resolve();
    router.subscribe((s) => s.initialized && resolve());
  });
  const root = createRoot(container);
  flushSync(() =>
    root.render(
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>,
    ),
  );
  return container.innerHTML;
}
