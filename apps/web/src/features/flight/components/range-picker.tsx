import { localDay } from '@app/protocol/days';
import { FLIGHT_RANGE_MAX_DAYS } from '@app/protocol/flights';
import { CalendarPickerView } from 'antd-mobile/es/components/calendar-picker-view/calendar-picker-view';
// The component file alone has no styles: its stylesheet is loaded with it (the grid of days).
import 'antd-mobile/es/components/calendar-picker-view/calendar-picker-view.css';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '@/lib/strings/screens';
import styles from '../flight.module.css';
import { clampDay, dayAfterKey } from './calendar-keys';
import { NoWrapDates } from './no-wrap-dates';
import { dayBlocked, rangeReach } from './range-reach';

interface RangePickerProps {
  min?: string | null;
  max?: string | null;
  onConfirm: (from: string, to: string) => void;
}

/**
 * antd-mobile's range calendar. Once a first day is tapped, the days a 7-day range cannot reach
 * are greyed and cannot be tapped, and a note says which end days are left; the first day stays.
 */
export function RangePicker({ min, max, onConfirm }: RangePickerProps) {
  const { t, i18n } = useTranslation('screens');
  const [value, setValue] = useState<[Date, Date] | null>(null);
  const dayLabel = new Intl.DateTimeFormat(i18n.language, { year: 'numeric', month: 'long', day: 'numeric' });
  // A first tap gives a one-day value (a second tap on that day clears it): the range is started.
  const start = value !== null && localDay(value[0]) === localDay(value[1]) ? localDay(value[0]) : null;
  const reach = start ? rangeReach(start, min, max) : null;
  const blocked = (d: Date) => dayBlocked(localDay(d), { min, max }, start);
  const picked = (d: Date) => value !== null && localDay(d) >= localDay(value[0]) && localDay(d) <= localDay(value[1]);
  // One tab stop for the whole calendar (the last day focused, else the range's start or today);
  // the arrow keys move between days.
  const [active, setActive] = useState<string | null>(null);
  const tabStop = active ?? (value ? localDay(value[0]) : clampDay(localDay(new Date()), min, max));
  const calendar = useRef<HTMLDivElement>(null);
  const onDayKey = (e: KeyboardEvent<HTMLButtonElement>, current: string) => {
    const next = dayAfterKey(current, e.key, min, max);
    if (!next) return;
    e.preventDefault();
    setActive(next);
    calendar.current?.querySelector<HTMLButtonElement>(`[data-day="${next}"]`)?.focus();
  };
  return (
    <div className={styles.field}>
      <div ref={calendar} className={styles.calendar} data-testid="range-calendar">
        <CalendarPickerView
          selectionMode="range"
          value={value}
          min={min ? new Date(`${min}T00:00:00`) : undefined}
          max={max ? new Date(`${max}T00:00:00`) : undefined}
          title={t('flight.pickRange')}
          shouldDisableDate={blocked}
          // antd's day cells are bare divs: a button in each makes the days reachable by keyboard
          // (its click bubbles to the cell, which selects), named with the full date, and says
          // which days cannot be chosen (disabled) and which are in the range (pressed).
          renderDate={(d) => (
            <button
              type="button"
              className={styles.day}
              disabled={blocked(d)}
              aria-pressed={picked(d)}
              aria-label={dayLabel.format(d)}
              tabIndex={localDay(d) === tabStop ? 0 : -1}
              data-day={localDay(d)}
              onFocus={() => setActive(localDay(d))}
              onKeyDown={(e) => onDayKey(e, localDay(d))}
            >
              {d.getDate()}
            </button>
          )}
          // Days out of reach cannot be tapped; a range from the address bar is checked on search.
          onChange={(v) => setValue(v)}
        />
      </div>
      {reach ? (
        <p className={styles.note} aria-live="polite" data-testid="range-reach">
          <NoWrapDates text={t('flight.rangeReach', { count: FLIGHT_RANGE_MAX_DAYS, first: reach.first, last: reach.last })} />
        </p>
      ) : null}
      <button
        type="button"
        className={styles.secondary}
        disabled={!value}
        onClick={() => value && onConfirm(localDay(value[0]), localDay(value[1]))}
        data-testid="range-confirm"
      >
        <NoWrapDates
          text={
            value
              ? `${t('flight.confirm')} · ${t('flight.rangeValue', { from: localDay(value[0]), to: localDay(value[1]) })}`
              : t('flight.confirm')
          }
        />
      </button>
    </div>
  );
}
