import { CHAT_ENDPOINTS, chatV1BodySchema, stopV1BodySchema, stopV1ResultSchema, successBodySchema } from '@app/protocol';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import type { ChatV1Service } from './service-v1';
import { streamRun } from './sse';
import type { preValidationAsyncHookHandler } from 'fastify';

/** Chat v1 (spec section 7, DESIGN 2.4): the session answer stream and its stop. */
export function registerChatV1Routes(app: AppInstance, chat: ChatV1Service, decryptBody: preValidationAsyncHookHandler): void {
  app.post(
    CHAT_ENDPOINTS.chatV1,
    { preValidation: decryptBody, preHandler: app.requireAuth, schema: { body: chatV1BodySchema } },
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
    CHAT_ENDPOINTS.stopV1,
    { preHandler: app.requireAuth, schema: { body: stopV1BodySchema, response: { 200: successBodySchema(stopV1ResultSchema) } } },
    async (request) => ({ data: await chat.stop(userIdOf(request), request.body.question_id, request.body.session_id) }),
  );
}
