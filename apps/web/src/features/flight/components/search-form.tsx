import { FLIGHT_RANGE_MAX_DAYS } from '@app/protocol/flights';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import { useCities } from '../api/flights';
import { orderCities } from '../city-order';
import styles from '../flight.module.css';
import { NoWrapDates } from './no-wrap-dates';
import { RangePicker } from './range-picker';
import { problemOf, type SearchDraft } from './search-params';

/** Cities, a day or a range (at most 7 days), then search. */
export function SearchForm({ initial, onSearch }: { initial: SearchDraft; onSearch: (d: SearchDraft) => void }) {
  const { t } = useTranslation('screens');
  const cities = useCities();
  const [draft, setDraft] = useState(initial);
  const [picking, setPicking] = useState(false);
  const [tried, setTried] = useState(false);
  const set = (patch: Partial<SearchDraft>) => setDraft((d) => ({ ...d, ...patch }));
  const problem = problemOf(draft);
  const list = cities.data?.list ?? [];
  const options = orderCities([...list, draft.from, draft.to]);

  const citySelect = (key: 'from' | 'to') => (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={`flight-${key}`}>
        {t(`flight.${key}`)}
      </label>
      <select
        id={`flight-${key}`}
        className={styles.select}
        value={draft[key]}
        onChange={(e) => set({ [key]: e.target.value })}
        data-testid={`flight-${key}`}
      >
        <option value="">—</option>
        {(['hot', 'rest'] as const).map((group) =>
          options[group].length > 0 ? (
            <optgroup key={group} label={t(`flight.cityGroup.${group}`)}>
              {options[group].map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </optgroup>
          ) : null,
        )}
      </select>
    </div>
  );

  return (
    <form
      className={styles.form}
      onSubmit={(e) => {
        e.preventDefault();
        setTried(true);
        if (!problem) onSearch(draft);
      }}
    >
      <div className={styles.cities}>
        {citySelect('from')}
        <button
          type="button"
          className={styles.swap}
          aria-label={t('flight.swap')}
          onClick={() => set({ from: draft.to, to: draft.from })}
        >
          ⇄
        </button>
        {citySelect('to')}
      </div>
      <div className={styles.tabs} role="group" aria-label={t('flight.dateMode')}>
        {(['single', 'range'] as const).map((m) => (
          <button
            key={m}
            type="button"
            className={styles.tab}
            aria-pressed={draft.mode === m}
            onClick={() => set({ mode: m })}
            data-testid={`mode-${m}`}
          >
            {t(`flight.${m}`)}
          </button>
        ))}
      </div>
      {draft.mode === 'single' ? (
        <div className={styles.field}>
          <label className={styles.label} htmlFor="flight-date">
            {t('flight.date')}
          </label>
          <input
            id="flight-date"
            type="date"
            className={styles.select}
            value={draft.date}
            min={cities.data?.first_day ?? undefined}
            max={cities.data?.last_day ?? undefined}
            onChange={(e) => set({ date: e.target.value })}
            data-testid="flight-date"
          />
        </div>
      ) : (
        <div className={styles.field}>
          <span className={styles.label}>{t('flight.rangeLimit', { count: FLIGHT_RANGE_MAX_DAYS })}</span>
          {draft.dateFrom && draft.dateTo && !picking ? (
            <button type="button" className={styles.secondary} onClick={() => setPicking(true)} data-testid="range-value">
              <NoWrapDates text={t('flight.rangeValue', { from: draft.dateFrom, to: draft.dateTo })} />
            </button>
          ) : (
            <RangePicker
              min={cities.data?.first_day}
              max={cities.data?.last_day}
              onConfirm={(from, to) => {
                set({ dateFrom: from, dateTo: to });
                setPicking(false);
              }}
            />
          )}
        </div>
      )}
      {tried && problem ? (
        <p className={styles.alert} role="alert">
          {t(`flight.${problem}`, { count: FLIGHT_RANGE_MAX_DAYS })}
        </p>
      ) : null}
      <button
        type="submit"
        className={styles.primary}
        data-track="gw_flight_search"
        data-track-debounce="300"
        data-testid="flight-search"
      >
        {t('flight.search')}
      </button>
    </form>
  );
}
