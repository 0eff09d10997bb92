import {
  CHAT_ENDPOINTS,
  chatV2BodySchema,
  historyListV2BodySchema,
  historyListV2Schema,
  stopResultSchema,
  stopV2BodySchema,
  successBodySchema,
} from '@app/protocol';
import { createAssistantEngine } from '../../assistant/create-engine';
import { createSpeechToText } from '../../providers/stt/create-speech-to-text';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { registerQuestionRoutes } from './question-routes';
import { questionService } from './question-service';
import { registerChatV1Routes } from './routes-v1';
import { chatService } from './service';
import { chatV1Service } from './service-v1';
import { streamRun } from './sse';
import { decryptBodyHook } from '../../http/decrypt-body';

/**
 * Chat (spec section 7, DESIGN 2.4): the v2 answer stream, stop and stored conversation here;
 * the v1 session stream and the per-question calls of both versions beside it. Both versions
 * share one run registry, so stop, resume and shutdown work the same for each.
 */
export async function chatModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const chat = chatService(ctx, createAssistantEngine(ctx), createSpeechToText(ctx.config));
  // Running answers finish within the grace period (the rest are stored as interrupted) before
  // connections are drained and the db closes.
  app.addHook('preClose', () => chat.shutdown(ctx.config.shutdownGraceMs));
  // Host-app stream bodies arrive with `enc:v1:` fields (DESIGN 2.3).
  const decryptBody = decryptBodyHook(ctx);
  registerChatV1Routes(app, chatV1Service(ctx, chat), decryptBody);
  registerQuestionRoutes(app, questionService(ctx));

  app.post(
    CHAT_ENDPOINTS.chatV2,
    { preValidation: decryptBody, preHandler: app.requireAuth, schema: { body: chatV2BodySchema } },
    async (request, reply) => {
      const lastEventId = request.headers['last-event-id'];
      const { run, afterSeq } = await chat.open(
        userIdOf(request),
        request.body,
        typeof lastEventId === 'string' ? lastEventId : undefined,
      );
      streamRun(reply, run, afterSeq);
      return reply;
    },
  );

  app.post(
    CHAT_ENDPOINTS.stopV2,
    { preHandler: app.requireAuth, schema: { body: stopV2BodySchema, response: { 200: successBodySchema(stopResultSchema) } } },
    async (request) => ({ data: await chat.stop(userIdOf(request), request.body.question_id) }),
  );

  app.post(
    CHAT_ENDPOINTS.historyListV2,
    {
      preHandler: app.requireAuth,
      schema: { body: historyListV2BodySchema, response: { 200: successBodySchema(historyListV2Schema) } },
    },
    async (request) => ({ data: await chat.historyList(userIdOf(request), request.body) }),
  );
}
