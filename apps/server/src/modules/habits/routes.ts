import {
  HABITS_ENDPOINTS,
  habitsDeleteBodySchema,
  habitsGetBodySchema,
  habitsSchema,
  habitsUpdateBodySchema,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { habitsService } from './service';

/** The /habits screen: read (collecting first), replace a field, delete a value or a field. */
export async function habitsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const habits = habitsService(ctx.db, ctx.now);
  const guarded = { preHandler: app.requireAuth };
  const response = { 200: successBodySchema(habitsSchema) };

  app.post(HABITS_ENDPOINTS.get, { ...guarded, schema: { body: habitsGetBodySchema, response } }, async (request) => ({
    data: await habits.get(userIdOf(request)),
  }));

  app.post(HABITS_ENDPOINTS.update, { ...guarded, schema: { body: habitsUpdateBodySchema, response } }, async (request) => ({
    data: await habits.update(userIdOf(request), request.body.field, request.body.values),
  }));

  app.post(HABITS_ENDPOINTS.remove, { ...guarded, schema: { body: habitsDeleteBodySchema, response } }, async (request) => ({
    data: await habits.remove(userIdOf(request), request.body.field, request.body.value),
  }));
}
