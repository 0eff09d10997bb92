import type { Db } from '../../db/database';
import type { FlightsTable } from '../../db/schema';

export interface FlightQuery {
  fromCity: string;
  toCity: string;
  /** Inclusive 'YYYY-MM-DD' days (Asia/Shanghai); text comparison orders them correctly. */
  fromDay: string;
  toDay: string;
  sort: 'price' | 'departure';
  limit: number;
  /** Leave out sold-out flights (the assistant can't recommend one; the /flight screen lists them). */
  bookableOnly: boolean;
}

/** The one home of the `flights` schedule's queries: the /flight routes and the assistant's tools both read through it. */
export function flightRepository(db: Db) {
  const k = db.kysely;
  return {
    search(q: FlightQuery): Promise<FlightsTable[]> {
      let query = k
        .selectFrom('flights')
        .selectAll()
        .where('from_city', '=', q.fromCity)
        .where('to_city', '=', q.toCity)
        .where('date', '>=', q.fromDay)
        .where('date', '<=', q.toDay);
      if (q.bookableOnly) query = query.where('seats', '>', 0);
      query =
        q.sort === 'price'
          ? query.orderBy('price').orderBy('date').orderBy('dep_time')
          : query.orderBy('date').orderBy('dep_time');
      return query.orderBy('id').limit(q.limit).execute();
    },

    detail: (id: string): Promise<FlightsTable | undefined> =>
      k.selectFrom('flights').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Every city with a departure, for telling the model which names exist. */
    async cities(): Promise<string[]> {
      const rows = await k.selectFrom('flights').select('from_city').distinct().orderBy('from_city').execute();
      return rows.map((r) => r.from_city);
    },

    async hasRoute(fromCity: string, toCity: string): Promise<boolean> {
      const row = await k
        .selectFrom('flights')
        .select('id')
        .where('from_city', '=', fromCity)
        .where('to_city', '=', toCity)
        .limit(1)
        .executeTakeFirst();
      return row !== undefined;
    },

    /** First and last scheduled day, so an empty answer can say which dates exist. */
    async coverage(): Promise<{ first: string | null; last: string | null }> {
      const row = await k
        .selectFrom('flights')
        .select((eb) => [eb.fn.min('date').as('first'), eb.fn.max('date').as('last')])
        .executeTakeFirst();
      return { first: row?.first ?? null, last: row?.last ?? null };
    },
  };
}
