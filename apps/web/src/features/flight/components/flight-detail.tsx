import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/http';
import { useFlight } from '../api/flights';
import styles from '../flight.module.css';

/** One flight (`?id=`), or the flight of an order (`?order=`, the order detail button type 6). */
export function FlightDetail({ id, asOrder }: { id: string; asOrder: boolean }) {
  const { t } = useTranslation('screens');
  const query = useFlight(id);
  const heading = asOrder ? t('flight.orderDetail') : t('flight.detail');
  const f = query.data;
  const searchLink = f ? `?from=${encodeURIComponent(f.from_city)}&to=${encodeURIComponent(f.to_city)}&date=${f.date}` : '?';
  return (
    <section className={styles.page}>
      <Link className={styles.back} to={searchLink} data-testid="flight-back">
        {t('flight.backToSearch')}
      </Link>
      <h1 className={styles.title}>{heading}</h1>
      {query.isError ? (
        <p className={styles.status} role="alert">
          {query.error instanceof ApiError && query.error.status === 404 ? t('flight.notFound') : t('common.loadFailed')}
        </p>
      ) : !f ? (
        <p className={styles.status}>{t('common.loading')}</p>
      ) : (
        <div className={styles.card} data-testid="flight-detail">
          {asOrder ? <p className={styles.muted}>{t('flight.orderNote')}</p> : null}
          <p className={styles.times}>
            {f.dep_time} → {f.arr_time}
          </p>
          <dl className={styles.dl}>
            <dt>{t('flight.flightNo')}</dt>
            <dd>{f.flight_no}</dd>
            <dt>{t('flight.airline')}</dt>
            <dd>{f.airline}</dd>
            <dt>{t('flight.route')}</dt>
            <dd>
              {f.from_city} → {f.to_city}
            </dd>
            <dt>{t('flight.date')}</dt>
            <dd>{f.date}</dd>
            <dt>{t('flight.price')}</dt>
            <dd className={styles.fare} style={{ textAlign: 'left' }}>
              {t('common.yuan', { value: f.price })}
            </dd>
          </dl>
          <p className={styles.sub}>{f.seats > 0 ? t('flight.seats', { count: f.seats }) : t('flight.soldOut')}</p>
        </div>
      )}
      <div className={styles.actions}>
        <Link className={styles.secondary} to={paths.chatNext}>
          {t('flight.home')}
        </Link>
      </div>
    </section>
  );
}
