import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { useMatches } from 'react-router';
import { AppHeader } from '../layouts/app-header';
import { routeMetaOf } from '../route-meta';
import styles from '../routes/pages.module.css';
import { handleModuleLoadFailure } from './module-load';

type RouteModule = { Component?: ComponentType };

const isOffline = () => navigator.onLine === false;

/**
 * Issue 21: a route opened offline whose code is not downloaded yet. The page keeps its frame
 * (a page without the header gets it here) and says why, and the code is fetched again by itself
 * when the browser is back online (or on 重试), never by reloading into the browser's offline page.
 */
function OfflineRoute({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  const meta = routeMetaOf(useMatches());
  const framed = (meta.layout ?? 'default') === 'default';
  return (
    <>
      {framed ? null : <AppHeader />}
      <section className={`${styles.page} ${styles.center}`} data-testid="route-offline" role="status">
        <h1 className={styles.title}>{t('routeOffline.title')}</h1>
        <p className={styles.body}>{t('routeOffline.body')}</p>
        <p>
          <button type="button" className={styles.primary} onClick={onRetry}>
            {t('routeOffline.retry')}
          </button>
        </p>
      </section>
    </>
  );
}

/** The route's component once its code has arrived; until then the offline notice, retrying on `online`. */
function awaitingNetwork(load: () => Promise<RouteModule>): ComponentType {
  let loaded: ComponentType | null = null;
  return function RouteAwaitingNetwork() {
    const [Loaded, setLoaded] = useState<ComponentType | null>(() => loaded);
    const retry = useCallback(() => {
      loadOrFail(load).then(
        (module) => {
          loaded = module.Component ?? null;
          setLoaded(() => loaded);
        },
        () => handleModuleLoadFailure(),
      );
    }, []);
    useEffect(() => {
      if (Loaded) return;
      window.addEventListener('online', retry);
      // Back online between the failure and this render: no event will come.
      if (!isOffline()) retry();
      return () => window.removeEventListener('online', retry);
    }, [Loaded, retry]);
    return Loaded ? <Loaded /> : <OfflineRoute onRetry={retry} />;
  };
}

/** Vite resolves a failed import to `undefined` once its preload error was prevented: that is a failure too. */
async function loadOrFail<T extends RouteModule>(load: () => Promise<T>): Promise<T> {
  const module = await load();
  if (!module) throw new TypeError('the route module did not load');
  return module;
}

/**
 * Wraps a route's `lazy` import. Online, a rejected import is a stale build or a broken server:
 * the network toast, a reload after 1 s (spec section 8), and the error boundary meanwhile.
 * Offline, the route resolves to a component that shows the offline notice inside the app's frame
 * and loads the real one once the network is back (the router caches a rejected `lazy` for good,
 * so the retry has to live in the route's component).
 */
export const lazyRoute =
  <T extends RouteModule>(load: () => Promise<T>): (() => Promise<T | RouteModule>) =>
  () =>
    loadOrFail(load).catch((error: unknown) => {
      handleModuleLoadFailure();
      if (isOffline()) return { Component: awaitingNetwork(load) };
      throw error;
    });
