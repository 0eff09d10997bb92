import { FLIGHT_RANGE_MAX_DAYS } from '@app/protocol/pages';
import dayjs from 'dayjs';
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

const day = (d: Date) => dayjs(d).format('YYYY-MM-DD');

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
  const start = value !== null && day(value[0]) === day(value[1]) ? day(value[0]) : null;
  const reach = start ? rangeReach(start, min, max) : null;
  const blocked = (d: Date) => dayBlocked(day(d), { min, max }, start);
  const picked = (d: Date) => value !== null && day(d) >= day(value[0]) && day(d) <= day(value[1]);
  // One tab stop for the whole calendar (the last day focused, else the range's start or today);
  // the arrow keys move between days.
  const [active, setActive] = useState<string | null>(null);
  const tabStop = active ?? (value ? day(value[0]) : clampDay(day(new Date()), min, max));
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
              tabIndex={day(d) === tabStop ? 0 : -1}
              data-day={day(d)}
              onFocus={() => setActive(day(d))}
              onKeyDown={(e) => onDayKey(e, day(d))}
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
        onClick={() => value && onConfirm(day(value[0]), day(value[1]))}
        data-testid="range-confirm"
      >
        <NoWrapDates
          text={
            value
              ? `${t('flight.confirm')} · ${t('flight.rangeValue', { from: day(value[0]), to: day(value[1]) })}`
              : t('flight.confirm')
          }
        />
      </button>
    </div>
  );
}
