import {
  FLIGHT_ENDPOINTS,
  flightCitiesSchema,
  flightDetailBodySchema,
  flightListSchema,
  flightSchema,
  flightSearchBodySchema,
  successBodySchema,
} from '@app/protocol';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { flightsService } from './service';

/** The /flight screen (spec section 2): search by cities and a day or a range of at most 7 days. */
export async function flightsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const flights = flightsService(ctx.db);
  const guarded = { preHandler: app.requireAuth };

  app.post(
    FLIGHT_ENDPOINTS.search,
    { ...guarded, schema: { body: flightSearchBodySchema, response: { 200: successBodySchema(flightListSchema) } } },
    async (request) => ({ data: { list: await flights.search(request.body) } }),
  );

  app.post(
    FLIGHT_ENDPOINTS.detail,
    { ...guarded, schema: { body: flightDetailBodySchema, response: { 200: successBodySchema(flightSchema) } } },
    async (request) => {
      const flight = await flights.detail(request.body.id);
      if (!flight) throw new AppError('not_found', '航班不存在');
      return { data: flight };
    },
  );

  app.post(
    FLIGHT_ENDPOINTS.cities,
    {
      ...guarded,
      schema: { body: z.preprocess((b) => b ?? {}, z.object({})), response: { 200: successBodySchema(flightCitiesSchema) } },
    },
    async () => ({ data: await flights.cities() }),
  );
}
