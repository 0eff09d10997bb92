import { chinaDay } from '@app/protocol/days';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { Link, useSearchParams } from 'react-router';
import { paths } from '@/config/paths';
import styles from '../flight.module.css';
import { FlightDetail } from './flight-detail';
import { FlightResults } from './flight-results';
import { SearchForm } from './search-form';
import { bodyOf, draftFromSearch, searchOf } from './search-params';

/** /flight: `?order=` an order's flight, `?id=` a flight, otherwise search (prefilled by `?from=&to=&date=`). */
export function FlightPage() {
  const { t } = useTranslation('screens');
  const [search, setSearch] = useSearchParams();
  // Flights are listed by China day; a device in another time zone can be a day off.
  const [today] = useState(() => chinaDay(Date.now()));
  const order = search.get('order');
  const id = search.get('id');
  if (order) return <FlightDetail id={order} asOrder />;
  if (id) return <FlightDetail id={id} asOrder={false} />;
  const draft = draftFromSearch(search, today);
  const body = bodyOf(draft);
  return (
    <section className={styles.page}>
      <Link className={styles.back} to={paths.chatNext} data-testid="flight-back">
        {t('flight.home')}
      </Link>
      <h1 className={styles.title}>{t('flight.heading')}</h1>
      <SearchForm key={search.toString()} initial={draft} onSearch={(d) => setSearch(searchOf(d))} />
      {body ? <FlightResults body={body} onSort={(sort) => setSearch(searchOf({ ...draft, sort }), { replace: true })} /> : null}
    </section>
  );
}
