import { useTranslation } from 'react-i18next';
import styles from './parts.module.css';
import type { AnswerPartProps } from './part-props';
import { SmartLink } from './smart-link';

/** Flights: number and airline, route, date and times, price; a tap opens the flight page. */
export function FlightCardsPart({ part }: AnswerPartProps<'flights'>) {
  const { t } = useTranslation('conversation');
  return (
    <section className={styles.cards} aria-label={t('flight.heading')}>
      <ul>
        {part.flights.map((f) => (
          <li key={f.id} className={styles.card} data-testid="flight-card">
            <SmartLink className={styles.flight} href={f.url}>
              <span className={styles.flightHead}>
                <span>{t('flight.number', { airline: f.airline, number: f.flight_no })}</span>
                <span className={styles.cardPrice}>{t('products.price', { price: f.price })}</span>
              </span>
              <span className={styles.flightRoute}>
                <span>
                  <strong>{f.dep_time}</strong> {f.from_city}
                </span>
                <span aria-hidden="true">→</span>
                <span className="visually-hidden">{t('flight.to')}</span>
                <span>
                  <strong>{f.arr_time}</strong> {f.to_city}
                </span>
              </span>
              <span className={styles.cardMall}>{f.date}</span>
            </SmartLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
