import {
  CLOUD_PHONE_ENDPOINTS,
  cloudInterruptBodySchema,
  cloudMobileTaskSchema,
  cloudTaskStartBodySchema,
  cloudTicketBodySchema,
  cloudTicketSchema,
  cloudUserActionBodySchema,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { cloudPhoneServiceFor } from './service';

const taskAnswer = { 200: successBodySchema(cloudMobileTaskSchema) };

/** Cloud-phone endpoints of spec section 7 (plus the task start used by button types 4/5). */
export async function cloudPhoneModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const service = cloudPhoneServiceFor(ctx);
  ctx.instance.addSweeper('cloud-phone tasks', (t, self) => service.abortOrphans(t, self));
  app.addHook('onClose', async () => service.close());
  const guarded = { preHandler: app.requireAuth };

  app.post(
    CLOUD_PHONE_ENDPOINTS.start,
    { ...guarded, schema: { body: cloudTaskStartBodySchema, response: taskAnswer } },
    async (request) => ({ data: await service.start(userIdOf(request), request.body) }),
  );
  app.post(
    CLOUD_PHONE_ENDPOINTS.ticket,
    { ...guarded, schema: { body: cloudTicketBodySchema, response: { 200: successBodySchema(cloudTicketSchema) } } },
    async (request) => ({ data: await service.ticket(userIdOf(request), request.body.task_id) }),
  );
  app.post(
    CLOUD_PHONE_ENDPOINTS.userActionComplete,
    { ...guarded, schema: { body: cloudUserActionBodySchema, response: taskAnswer } },
    async (request) => ({ data: await service.userActionComplete(userIdOf(request), request.body.task_id) }),
  );
  app.post(
    CLOUD_PHONE_ENDPOINTS.interrupt,
    { ...guarded, schema: { body: cloudInterruptBodySchema, response: taskAnswer } },
    async (request) => ({ data: await service.interrupt(userIdOf(request), request.body) }),
  );
}
