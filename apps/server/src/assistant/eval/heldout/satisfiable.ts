import { addDays } from '@app/protocol/days';
import type { Expectation } from '../check';

export interface CatalogRow {
  brand: string;
  category_id: string;
  price: number;
  mall: string;
  title: string;
  specs: string;
}

export interface FlightRow {
  from_city: string;
  to_city: string;
  date: string;
}

/**
 * Why the seeded catalog cannot satisfy an expectation ('' when it can, or when nothing in it is
 * checkable against the catalog: references, wish actions, refusals, clarifications).
 */
export function unsatisfiable(e: Expectation, products: CatalogRow[], flights: FlightRow[], today: string): string {
  if (e.cat) {
    const cats = e.cat.split('|');
    const terms = e.attr?.toLowerCase().split('|');
    const fit = products.filter(
      (p) =>
        cats.includes(p.category_id) &&
        (!e.brand || p.brand === e.brand) &&
        (!e.brands || e.brands.includes(p.brand)) &&
        p.brand !== e.notBrand &&
        !e.notBrands?.includes(p.brand) &&
        p.price >= (e.min ?? 0) &&
        p.price <= (e.max ?? Infinity) &&
        (!e.mall || p.mall === e.mall) &&
        (!terms || terms.some((w) => `${p.title} ${p.specs}`.toLowerCase().includes(w))),
    );
    if (!fit.length) return 'no product fits';
    if (e.someAbove !== undefined && !fit.some((p) => p.price > e.someAbove!)) return `none above ${e.someAbove}`;
    if (e.brandsAtLeast !== undefined && new Set(fit.map((p) => p.brand)).size < e.brandsAtLeast)
      return `fewer than ${e.brandsAtLeast} brands`;
    const missing = e.hasBrands?.filter((b) => !fit.some((p) => p.brand === b));
    if (missing?.length) return `no ${missing.join(',')}`;
    if (e.count !== undefined && fit.length < e.count) return `fewer than ${e.count}`;
  }
  if (e.flight) {
    const { from, to } = e.flight;
    const route = flights.filter((f) => f.from_city === from && f.to_city === to);
    if (!route.length) return `no route ${from}→${to}`;
    const day = e.flight.day !== undefined ? addDays(today, e.flight.day) : e.flight.date;
    const last = route.reduce((m, f) => (f.date > m ? f.date : m), '');
    // A holiday past the listed days is satisfied by an answer naming it.
    if (day && day <= last && !route.some((f) => f.date === day)) return `no ${from}→${to} flight on ${day}`;
    if (e.flight.day !== undefined && day! > last) return `${day} is past the listed flights`;
  }
  return '';
}
