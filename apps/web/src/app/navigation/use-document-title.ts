import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { RouteMeta } from '../route-meta';

/** The document title from route meta: "<page> · <app name>". */
export function useDocumentTitle(meta: RouteMeta): void {
  const { t } = useTranslation('pages');
  const { t: tc } = useTranslation();
  const page = meta.title ? t(`${meta.title}.title`) : null;
  const app = tc('app.name');
  useEffect(() => {
    document.title = page ? `${page} · ${app}` : app;
  }, [page, app]);
}
