import { ITEM_ENDPOINTS, itemDetailBodySchema, itemDetailSchema, successBodySchema } from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { itemsService } from './service';

/** `/item-detail` data (spec section 2). */
export async function itemsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const items = itemsService(ctx.db);
  app.post(
    ITEM_ENDPOINTS.detail,
    {
      preHandler: app.requireAuth,
      schema: { body: itemDetailBodySchema, response: { 200: successBodySchema(itemDetailSchema) } },
    },
    async (request) => {
      const detail = await items.detail(userIdOf(request), request.body.id);
      if (!detail) throw new AppError('not_found', '商品不存在或已下架');
      return { data: detail };
    },
  );
}
