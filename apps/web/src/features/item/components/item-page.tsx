import { useQuery } from '@/lib/query';
import type { ItemDetail } from '@app/protocol/item';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { paths, queryKeys } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { useItemDetail } from '../api/item-detail';
import { sharedItemQuery } from '../api/shared-item';
import styles from '../item.module.css';
import { mallSearchUrl } from './mall-link';
import { PriceChart } from './price-chart';
import { WishForm } from './wish-form';

/** `/chatNext?card=<product url>&target_price=&card_title=`: ask the assistant about this product, named in the chip. */
export const askUrl = (product: { url: string; title: string }, targetPrice: number | null) =>
  `${paths.chatNext}?${new URLSearchParams({
    [queryKeys.card]: product.url,
    [queryKeys.targetPrice]: targetPrice === null ? '' : String(targetPrice),
    [queryKeys.cardTitle]: product.title,
  }).toString()}`;

/**
 * A reader of a share without a login: what needs one (asking the assistant, the wish list) is
 * said plainly, with a login that comes back to ask about this product.
 */
function SharedReaderNote({ product }: { product: ItemDetail['product'] }) {
  const { t } = useTranslation('screens');
  const login = `${paths.login}?${new URLSearchParams({ [queryKeys.redirect]: askUrl(product, null) }).toString()}`;
  return (
    <p className={styles.status} data-testid="item-read-only">
      {t('item.shared.readOnly')}{' '}
      <Link to={login} data-testid="item-login">
        {t('item.shared.login')}
      </Link>
    </p>
  );
}

function Facts({ detail, shared }: { detail: ItemDetail; shared: boolean }) {
  const { t } = useTranslation('screens');
  const p = detail.product;
  const out = mallSearchUrl(p.mall, p.title);
  return (
    <div className={`${styles.card} ${styles.head}`}>
      <img className={styles.image} src={p.image} alt={p.title} width={240} height={240} />
      <div>
        <h1 className={styles.title}>{p.title}</h1>
        <p className={styles.price} data-testid="item-price">
          {t('common.yuan', { value: p.price })}
        </p>
        <div className={styles.facts}>
          {p.original_price && p.original_price > p.price ? <s>{t('item.originalPrice', { value: p.original_price })}</s> : null}
          {/* The label and its colon are one string: a full-width colon in Chinese, ": " in English. */}
          {p.brand ? <span>{t('item.brand', { value: p.brand })}</span> : null}
          {p.category ? <span>{t('item.category', { value: p.category })}</span> : null}
          <span data-testid="item-mall">{t('item.mall', { value: p.mall })}</span>
          <span>{t('item.sales', { count: p.sales })}</span>
          <span>{t('item.rating', { value: p.rating })}</span>
        </div>
        {p.tags.length ? (
          <ul className={styles.tags}>
            {p.tags.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
        <div className={styles.actions}>
          {shared ? null : (
            <Link
              className={styles.primary}
              to={askUrl(p, detail.wish?.target_price ?? null)}
              data-track="gw_item_ask"
              data-testid="ask-assistant"
            >
              {t('item.ask')}
            </Link>
          )}
          {out ? (
            <a className={styles.secondary} href={out} target="_blank" rel="noopener noreferrer" data-track="gw_item_mall">
              {t('item.openMall', { mall: p.mall })}
            </a>
          ) : null}
        </div>
        {shared ? <SharedReaderNote product={p} /> : <WishForm productId={p.id} price={p.price} wish={detail.wish} />}
      </div>
    </div>
  );
}

/**
 * /item-detail?id=: facts, specs, mall link, price history, ask the assistant, add to wish list.
 * With `shareToken` (a product in a shared conversation, /share/:token/item): the same page
 * read-only, for a reader who may have no login.
 */
export function ItemPage({ id, shareToken }: { id: string; shareToken?: string }) {
  const { t } = useTranslation('screens');
  const { t: tp } = useTranslation('pages');
  const own = useItemDetail(shareToken ? '' : id);
  const sharedItem = useQuery({ ...sharedItemQuery(shareToken ?? '', id), enabled: Boolean(shareToken) && id !== '' });
  const query = shareToken ? sharedItem : own;
  if (!id || query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <section className={styles.page}>
        <h1 className={styles.title}>{tp('itemDetail.title')}</h1>
        <p className={styles.status} role="alert">
          {!id ? t('item.missingId') : notFound ? t('item.notFound') : t('common.loadFailed')}
        </p>
      </section>
    );
  }
  if (!query.data)
    return (
      <section className={styles.page} aria-busy="true">
        <h1 className={styles.title}>{tp('itemDetail.title')}</h1>
        <p className={styles.status}>{t('common.loading')}</p>
      </section>
    );
  const detail = query.data;
  const specs = Object.entries(detail.product.specs ?? {});
  return (
    <section className={styles.page}>
      <Facts detail={detail} shared={Boolean(shareToken)} />
      <PriceChart history={detail.price_history} />
      {specs.length ? (
        <div className={styles.card}>
          <h2 className={styles.h2}>{t('item.specs')}</h2>
          <dl className={styles.specs}>
            {specs.map(([k, v]) => (
              <div key={k} style={{ display: 'contents' }}>
                <dt>{k}</dt>
                <dd>{v}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
    </section>
  );
}
