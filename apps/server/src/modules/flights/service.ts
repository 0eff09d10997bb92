import type { Flight, FlightSearchQuery } from '@app/protocol';
import type { Db } from '../../db/database';
import type { FlightsTable } from '../../db/schema';
import { flightRepository } from './repository';

const MAX_RESULTS = 200;

const toFlight = (f: FlightsTable): Flight => ({
  id: f.id,
  flight_no: f.flight_no,
  airline: f.airline,
  from_city: f.from_city,
  to_city: f.to_city,
  date: f.date,
  dep_time: f.dep_time,
  arr_time: f.arr_time,
  price: Number(f.price),
  seats: Number(f.seats),
  url: `/flight?id=${encodeURIComponent(f.id)}`,
});

/** The /flight screen's reads over the `flights` schedule (sold-out flights are listed with 0 seats). */
export function flightsService(db: Db) {
  const repo = flightRepository(db);
  return {
    async search(body: FlightSearchQuery): Promise<Flight[]> {
      const rows = await repo.search({
        fromCity: body.from_city,
        toCity: body.to_city,
        fromDay: body.date_from ?? body.date!,
        toDay: body.date_to ?? body.date!,
        sort: body.sort === 'price' ? 'price' : 'departure',
        limit: MAX_RESULTS,
        bookableOnly: false,
      });
      return rows.map(toFlight);
    },

    async detail(id: string): Promise<Flight | null> {
      const row = await repo.detail(id);
      return row ? toFlight(row) : null;
    },

    /** Cities with a departure, and the first and last scheduled day. */
    async cities(): Promise<{ list: string[]; first_day: string | null; last_day: string | null }> {
      const [list, range] = await Promise.all([repo.cities(), repo.coverage()]);
      return { list, first_day: range.first, last_day: range.last };
    },
  };
}
