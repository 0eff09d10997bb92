import type { FlightsTable } from '../schema';
import { addDays, weekday } from '@app/protocol/days';
import type { Rng } from './prng';
import { CITIES, EXTRA_ROUTES, HUBS, distanceKm, type City } from './cities';

export const FLIGHT_DAYS = 60;

const AIRLINES = [
  { name: '中国国航', code: 'CA' },
  { name: '东方航空', code: 'MU' },
  { name: '南方航空', code: 'CZ' },
  { name: '海南航空', code: 'HU' },
  { name: '厦门航空', code: 'MF' },
  { name: '四川航空', code: '3U' },
  { name: '深圳航空', code: 'ZH' },
  { name: '春秋航空', code: '9C' },
  { name: '吉祥航空', code: 'HO' },
];

const hhmm = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** Directed routes: hub ↔ every city, plus the extra routes, each with daily frequency. */
function routes(): Array<{ from: City; to: City; perDay: number }> {
  const byName = new Map(CITIES.map((c) => [c.name, c]));
  const pairs = new Map<string, { a: City; b: City; perDay: number }>();
  const add = (a: City, b: City, perDay: number) => {
    const key = [a.name, b.name].sort().join('-');
    if (a.name !== b.name && !pairs.has(key)) pairs.set(key, { a, b, perDay });
  };
  for (const hub of HUBS) for (const city of CITIES) add(byName.get(hub)!, city, HUBS.includes(city.name) ? 6 : 2);
  for (const [a, b] of EXTRA_ROUTES) add(byName.get(a)!, byName.get(b)!, 2);
  return [...pairs.values()].flatMap(({ a, b, perDay }) => [
    { from: a, to: b, perDay },
    { from: b, to: a, perDay },
  ]);
}

/**
 * A daily schedule (same flight numbers and times every day, like a real timetable) for the
 * next 60 days from `startDay`, fares varying with distance, weekday and how soon the date is.
 */
export function generateFlights(rng: Rng, startDay: string): FlightsTable[] {
  const rows: FlightsTable[] = [];
  const usedNumbers = new Set<string>();
  const flightNumber = (code: string): string => {
    for (;;) {
      const number = `${code}${rng.int(1000, 9899)}`;
      if (usedNumbers.has(number)) continue;
      usedNumbers.add(number);
      return number;
    }
  };
  for (const { from, to, perDay } of routes()) {
    const km = distanceKm(from, to);
    const duration = Math.round((45 + (km / 780) * 60) / 5) * 5;
    const baseFare = 180 + km * 0.55;
    const schedule = Array.from({ length: perDay }, () => {
      const airline = rng.pick(AIRLINES);
      // Departures between 06:30 and the last slot that still lands before midnight.
      const latest = Math.max(6 * 60 + 30, 23 * 60 + 30 - duration);
      const dep = Math.round(rng.int(6 * 60 + 30, latest) / 5) * 5;
      return { airline, number: flightNumber(airline.code), dep, arr: dep + duration, fare: baseFare * rng.range(0.85, 1.2) };
    }).sort((a, b) => a.dep - b.dep);
    for (let d = 0; d < FLIGHT_DAYS; d++) {
      const date = addDays(startDay, d);
      const soon = d < 3 ? 1.35 : d < 7 ? 1.15 : rng.range(0.7, 1.05);
      const weekend = [0, 5, 6].includes(weekday(date)) ? 1.12 : 1;
      for (const f of schedule) {
        const early = f.dep < 8 * 60 || f.dep > 21 * 60 ? 0.82 : 1;
        rows.push({
          id: `${f.number}-${date.replaceAll('-', '')}`,
          flight_no: f.number,
          airline: f.airline.name,
          from_city: from.name,
          to_city: to.name,
          date,
          dep_time: hhmm(f.dep),
          arr_time: hhmm(f.arr),
          price: Math.max(180, Math.round((f.fare * soon * weekend * early) / 10) * 10),
          seats: rng.int(0, 60),
        });
      }
    }
  }
  return rows;
}
