import { useLocation } from 'react-router';
import { ARTICLE_PATHS, ArticlePage, type ArticleKey } from '@/features/articles/components/article-page';
import { useAuthStore } from '@/features/auth/store';
import { useTracking } from '@/features/tracking/use-tracking';

const BY_PATH = new Map(Object.entries(ARTICLE_PATHS).map(([k, p]) => [p, k as ArticleKey]));

/** /articles/about|privacy|terms, /agreement, /agreement/detail: the document for the path. */
export function Component() {
  const { pathname } = useLocation();
  useTracking(useAuthStore((s) => s.info?.nickname));
  return <ArticlePage doc={BY_PATH.get(pathname.replace(/\/$/, '')) ?? 'about'} />;
}
