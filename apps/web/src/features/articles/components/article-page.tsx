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

/** A locale's `sections` entry as i18next hands it over (untyped JSON). */
const isSection = (value: unknown): value is Section =>
  typeof value === 'object' &&
  value !== null &&
  'title' in value &&
  typeof value.title === 'string' &&
  'body' in value &&
  typeof value.body === 'string';

const sectionsOf = (value: unknown): Section[] => (Array.isArray(value) ? value.filter(isSection) : []);

/** A static document (about, privacy, terms, agreement and its detail) from the articles locale. */
export function ArticlePage({ doc }: { doc: ArticleKey }) {
  const { t } = useTranslation('articles');
  const sections = sectionsOf(t(`${doc}.sections`, { returnObjects: true }));
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
