import type { Flight, FlightSearchQuery } from '@app/protocol';
import type { Db } from '../../db/database';
import type { FlightsTable } from '../../db/schema';

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
  const k = db.kysely;
  return {
    async search(body: FlightSearchQuery): Promise<Flight[]> {
      const fromDay = body.date_from ?? body.date!;
      const toDay = body.date_to ?? body.date!;
      let q = k
        .selectFrom('flights')
        .selectAll()
        .where('from_city', '=', body.from_city)
        .where('to_city', '=', body.to_city)
        .where('date', '>=', fromDay)
        .where('date', '<=', toDay);
      q = body.sort === 'price' ? q.orderBy('price').orderBy('date').orderBy('dep_time') : q.orderBy('date').orderBy('dep_time');
      return (await q.orderBy('id').limit(MAX_RESULTS).execute()).map(toFlight);
    },

    async detail(id: string): Promise<Flight | null> {
      const row = await k.selectFrom('flights').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? toFlight(row) : null;
    },

    /** Cities with a departure, and the first and last scheduled day. */
    async cities(): Promise<{ list: string[]; first_day: string | null; last_day: string | null }> {
      const [rows, range] = await Promise.all([
        k.selectFrom('flights').select('from_city').distinct().orderBy('from_city').execute(),
        k
          .selectFrom('flights')
          .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
          .executeTakeFirst(),
      ]);
      return { list: rows.map((r) => r.from_city), first_day: range?.first ?? null, last_day: range?.last ?? null };
    },
  };
}
