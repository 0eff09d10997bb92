import {
  HISTORY_ENTRIES_ENDPOINTS,
  deleteQuestionBodySchema,
  deleteQuestionResultSchema,
  historyEntriesBodySchema,
  historyEntriesSchema,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { historyEntriesService } from './service';

/** /history across both chat screens: what the user asked on /chatNext and in /chat/{id} sessions; deleting a /chatNext question. */
export async function historyModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const history = historyEntriesService(ctx);

  app.post(
    HISTORY_ENTRIES_ENDPOINTS.list,
    {
      preHandler: app.requireAuth,
      schema: { body: historyEntriesBodySchema, response: { 200: successBodySchema(historyEntriesSchema) } },
    },
    async (request) => ({ data: await history.list(userIdOf(request), request.body) }),
  );

  app.post(
    HISTORY_ENTRIES_ENDPOINTS.deleteQuestion,
    {
      preHandler: app.requireAuth,
      schema: { body: deleteQuestionBodySchema, response: { 200: successBodySchema(deleteQuestionResultSchema) } },
    },
    async (request) => ({ data: await history.removeQuestion(userIdOf(request), request.body.question_id) }),
  );
}
