import { FLIGHT_ENDPOINTS } from '@app/protocol/flights';
import { queryOptions, useQuery } from '@/lib/query';
import { flightCitiesSchema, flightListSchema, flightSchema, type Flight, type FlightSearchBody } from '@app/protocol/flights';
import { http } from '@/lib/http';

/** `POST /api/v2/flight/search`: one day or a range of at most 7 days, by time or price. */
export const searchFlights = async (body: FlightSearchBody): Promise<Flight[]> =>
  (await http.post(FLIGHT_ENDPOINTS.search, { ...body }, { formatData: (d) => flightListSchema.parse(d) })).list;

export const flightSearchQuery = (body: FlightSearchBody | null) =>
  queryOptions({ queryKey: ['flight-search', body], queryFn: () => searchFlights(body!), enabled: body !== null });
export const useFlightSearch = (body: FlightSearchBody | null) => useQuery(flightSearchQuery(body));

/** `POST /api/v2/flight/detail {id}`. */
export const fetchFlight = (id: string): Promise<Flight> =>
  http.post(FLIGHT_ENDPOINTS.detail, { id }, { quiet: true, formatData: (d) => flightSchema.parse(d) });
export const useFlight = (id: string) => useQuery({ queryKey: ['flight', id], queryFn: () => fetchFlight(id), retry: false });

/** `POST /api/v2/flight/cities`: departure cities and the scheduled days. */
export const fetchCities = () => http.post(FLIGHT_ENDPOINTS.cities, {}, { formatData: (d) => flightCitiesSchema.parse(d) });
export const useCities = () => useQuery({ queryKey: ['flight-cities'], queryFn: fetchCities, staleTime: 10 * 60_000 });
