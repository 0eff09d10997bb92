import {
  deleteChatBodySchema,
  deleteChatResultSchema,
  historyDetailV1BodySchema,
  historyDetailV1Schema,
  initQuestionBodySchema,
  initQuestionResultSchema,
  sessionListBodySchema,
  sessionListSchema,
  SESSIONS_ENDPOINTS,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { sessionsService } from './service';

/** v1 sessions (spec section 7): init_question, history_chat (the /history list), history_chat_detail, delete_chat. */
export async function sessionsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const sessions = sessionsService(ctx);

  app.post(
    SESSIONS_ENDPOINTS.initQuestion,
    {
      preHandler: app.requireAuth,
      schema: { body: initQuestionBodySchema, response: { 200: successBodySchema(initQuestionResultSchema) } },
    },
    async (request) => ({ data: await sessions.init(userIdOf(request)) }),
  );

  app.post(
    SESSIONS_ENDPOINTS.list,
    {
      preHandler: app.requireAuth,
      schema: { body: sessionListBodySchema, response: { 200: successBodySchema(sessionListSchema) } },
    },
    async (request) => ({ data: await sessions.list(userIdOf(request), request.body) }),
  );

  app.post(
    SESSIONS_ENDPOINTS.detail,
    {
      preHandler: app.requireAuth,
      schema: { body: historyDetailV1BodySchema, response: { 200: successBodySchema(historyDetailV1Schema) } },
    },
    async (request) => ({ data: await sessions.detail(userIdOf(request), request.body.session_id, request.body.limit) }),
  );

  app.post(
    SESSIONS_ENDPOINTS.remove,
    {
      preHandler: app.requireAuth,
      schema: { body: deleteChatBodySchema, response: { 200: successBodySchema(deleteChatResultSchema) } },
    },
    async (request) => ({ data: await sessions.remove(userIdOf(request), request.body.session_id) }),
  );
}
