import { registerStrings } from '@/lib/i18n';
import zhArticles from '@/locales/zh-CN/articles.json';

/** The static articles' text travels with the article page's chunk. */
registerStrings('articles', zhArticles);
