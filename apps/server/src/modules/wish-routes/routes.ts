import {
  removedSchema,
  successBodySchema,
  WISH_ENDPOINTS,
  wishAddBodySchema,
  wishItemSchema,
  wishListBodySchema,
  wishListSchema,
  wishRemoveBodySchema,
  wishUpdateBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { wishService } from '../wish/service';

/** The /wish screen's calls over the wish service (list, add, retarget, remove). */
export async function wishRoutesModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const wishes = wishService(ctx.db, ctx.now);
  const guarded = { preHandler: app.requireAuth };

  app.post(
    WISH_ENDPOINTS.list,
    { ...guarded, schema: { body: wishListBodySchema, response: { 200: successBodySchema(wishListSchema) } } },
    async (request) => ({ data: { list: await wishes.list(userIdOf(request)) } }),
  );

  app.post(
    WISH_ENDPOINTS.add,
    { ...guarded, schema: { body: wishAddBodySchema, response: { 200: successBodySchema(wishItemSchema) } } },
    async (request) => {
      const added = await wishes.addFromScreen(userIdOf(request), request.body.product_id, request.body.target_price);
      if (added.status === 'not_found') throw new AppError('not_found', '商品不存在或已下架');
      if (added.status === 'target_not_below') throw new AppError('validation', `目标价需低于当前价 ¥${added.price}`);
      return { data: added.item };
    },
  );

  app.post(
    WISH_ENDPOINTS.update,
    { ...guarded, schema: { body: wishUpdateBodySchema, response: { 200: successBodySchema(wishItemSchema) } } },
    async (request) => {
      const item = await wishes.setTarget(userIdOf(request), request.body.product_id, request.body.target_price);
      if (!item) throw new AppError('not_found', '心愿单里没有这件商品');
      return { data: item };
    },
  );

  app.post(
    WISH_ENDPOINTS.remove,
    { ...guarded, schema: { body: wishRemoveBodySchema, response: { 200: successBodySchema(removedSchema) } } },
    async (request) => {
      const removed = await wishes.remove(userIdOf(request), request.body.product_id);
      if (!removed) throw new AppError('not_found', '心愿单里没有这件商品');
      return { data: { removed } };
    },
  );
}
