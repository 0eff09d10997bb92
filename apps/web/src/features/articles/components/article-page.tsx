import { useTranslation } from 'react-i18next';
import '@/lib/strings/articles';
import { Link } from 'react-router';
import styles from '../articles.module.css';

export type ArticleKey = 'about' | 'privacy' | 'terms' | 'agreement' | 'agreementDetail';

/** Where each document lives, for the related links. */
export const ARTICLE_PATHS: Record<ArticleKey, string> = {
  about: '/articles/about',
  privacy: '/articles/privacy',
  terms: '/articles/terms',
  agreement: '/agreement',
  agreementDetail: '/agreement/detail',
};

interface Section {
  title: string;
  body: string;
}

/** A static document (about, privacy, terms, agreement and its detail) from the articles locale. */
export function ArticlePage({ doc }: { doc: ArticleKey }) {
  const { t } = useTranslation('articles');
  const sections = t(`${doc}.sections`, { returnObjects: true }) as unknown as Section[];
  const related = (Object.keys(ARTICLE_PATHS) as ArticleKey[]).filter((k) => k !== doc);
  return (
    <article className={styles.page}>
      <h1 className={styles.title}>{t(`${doc}.heading`)}</h1>
      <p className={styles.updated}>{t('updated')}</p>
      {doc === 'agreement' ? <p className={styles.summary}>{t('agreement.summary')}</p> : null}
      <nav aria-label={t('toc')}>
        <ol className={styles.toc}>
          {sections.map((s, i) => (
            <li key={s.title}>
              <a href={`#section-${i + 1}`}>{s.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {sections.map((s, i) => (
        <section key={s.title} id={`section-${i + 1}`}>
          <h2 className={styles.h2}>{s.title}</h2>
          <p className={styles.body}>{s.body}</p>
        </section>
      ))}
      {doc === 'agreement' ? (
        <p>
          <Link to={ARTICLE_PATHS.agreementDetail}>{t('agreement.detailLink')}</Link>
        </p>
      ) : null}
      <nav className={styles.related} aria-label={t('related')}>
        {related.map((k) => (
          <Link key={k} to={ARTICLE_PATHS[k]}>
            {t(`${k}.heading`)}
          </Link>
        ))}
      </nav>
    </article>
  );
}
