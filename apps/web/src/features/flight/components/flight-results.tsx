import type { FlightSearchBody } from '@app/protocol/flights';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link } from 'react-router';
import { useFlightSearch } from '../api/flights';
import styles from '../flight.module.css';
import type { SortKey } from './search-params';

/** Results of one search, sortable by departure time or price (the server sorts). */
export function FlightResults({ body, onSort }: { body: FlightSearchBody; onSort: (s: SortKey) => void }) {
  const { t } = useTranslation('screens');
  const query = useFlightSearch(body);
  const sort = body.sort ?? 'time';
  return (
    <section aria-live="polite">
      <div className={styles.toolbar}>
        <p className={styles.muted} data-testid="flight-count">
          {query.data ? t('flight.results', { count: query.data.length }) : t('common.loading')}
        </p>
        <div className={styles.tabs} role="group" aria-label={t('flight.sortLabel')}>
          {(['time', 'price'] as const).map((s) => (
            <button
              key={s}
              type="button"
              className={styles.tab}
              aria-pressed={sort === s}
              onClick={() => onSort(s)}
              data-testid={`sort-${s}`}
              data-track="gw_flight_sort"
            >
              {t(s === 'time' ? 'flight.sortTime' : 'flight.sortPrice')}
            </button>
          ))}
        </div>
      </div>
      {query.isError ? (
        <p className={styles.status} role="alert">
          {query.error.message || t('common.loadFailed')}
        </p>
      ) : query.data?.length === 0 ? (
        <p className={styles.status}>{t('flight.empty')}</p>
      ) : (
        <ul className={styles.results}>
          {query.data?.map((f) => (
            <li key={f.id}>
              <Link
                className={styles.flight}
                to={`?id=${encodeURIComponent(f.id)}`}
                data-testid="flight-row"
                data-date={f.date}
                data-price={f.price}
                data-dep={f.dep_time}
              >
                <div>
                  <p className={styles.times}>
                    {f.dep_time} → {f.arr_time}
                  </p>
                  <p className={styles.sub}>
                    {f.date} · {f.airline} {f.flight_no}
                  </p>
                </div>
                <div>
                  <p className={styles.fare}>{t('common.yuan', { value: f.price })}</p>
                  <p className={styles.sub}>{f.seats > 0 ? t('flight.seats', { count: f.seats }) : t('flight.soldOut')}</p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
