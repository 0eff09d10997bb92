import {
  SHARES_ENDPOINTS,
  shareCreateBodySchema,
  sharedConversationSchema,
  shareListBodySchema,
  shareListSchema,
  shareRevokeBodySchema,
  shareSummarySchema,
  shareTokenParamsSchema,
  sharedItemQuerySchema,
  itemDetailSchema,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { sharesService } from './service';

/** Shared conversations (decision 021): the owner's calls need a login; reading a link does not. */
export async function sharesModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const shares = sharesService(ctx);
  const guarded = { preHandler: app.requireAuth };

  app.post(
    SHARES_ENDPOINTS.create,
    { ...guarded, schema: { body: shareCreateBodySchema, response: { 200: successBodySchema(shareSummarySchema) } } },
    async (request) => ({ data: await shares.create(userIdOf(request), request.body) }),
  );

  app.post(
    SHARES_ENDPOINTS.list,
    { ...guarded, schema: { body: shareListBodySchema, response: { 200: successBodySchema(shareListSchema) } } },
    async (request) => ({ data: { list: await shares.list(userIdOf(request)) } }),
  );

  app.post(
    SHARES_ENDPOINTS.revoke,
    { ...guarded, schema: { body: shareRevokeBodySchema, response: { 200: successBodySchema(shareSummarySchema) } } },
    async (request) => ({ data: await shares.revoke(userIdOf(request), request.body.token) }),
  );

  // Public: a revoked link must stop working at once, so nothing on the way may keep a copy.
  app.get(
    SHARES_ENDPOINTS.readRoute,
    { schema: { params: shareTokenParamsSchema, response: { 200: successBodySchema(sharedConversationSchema) } } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { data: await shares.read(request.params.token) };
    },
  );

  // Public, like the share itself: a product the share shows, read-only, for a reader without a login.
  app.get(
    SHARES_ENDPOINTS.itemRoute,
    {
      schema: {
        params: shareTokenParamsSchema,
        querystring: sharedItemQuerySchema,
        response: { 200: successBodySchema(itemDetailSchema) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex');
      return { data: await shares.item(request.params.token, request.query.id) };
    },
  );
}
