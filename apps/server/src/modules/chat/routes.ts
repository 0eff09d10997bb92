import {
  CHAT_ENDPOINTS,
  chatV1BodySchema,
  chatV2BodySchema,
  historyListV2BodySchema,
  historyListV2Schema,
  stopResultSchema,
  stopV1BodySchema,
  stopV1ResultSchema,
  stopV2BodySchema,
  successBodySchema,
} from '@app/protocol';
import type { AssistantEngine } from '../../ports/assistant-engine';
import { createSpeechToText } from '../../providers/stt/create-speech-to-text';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { sessionSecretKey, userIdOf } from '../auth/guard';
import { registerQuestionRoutes } from './question-routes';
import { questionService } from './question-service';
import { chatService } from './service';
import { chatV1Service } from './service-v1';
import { stopHandler, streamHandler } from './stream-routes';
import { decryptBodyHook } from '../../http/decrypt-body';

/**
 * Chat (spec section 7, DESIGN 2.4): the v1 session stream and the v2 answer stream with their
 * stops (one handler each for both versions), the v2 stored conversation, and the per-question
 * calls of both versions beside it. Both versions share one run registry, so stop, resume and
 * shutdown work the same for each. The assistant is handed in (app.ts) through its engine
 * interface: modules sit below the assistant and never import it.
 */
export const chatModule =
  (createEngine: (ctx: AppContext) => AssistantEngine) =>
  async (app: AppInstance, ctx: AppContext): Promise<void> => {
    const chat = chatService(ctx, createEngine(ctx), createSpeechToText(ctx.config));
    // Running answers finish within the grace period (the rest are stored as interrupted) before
    // connections are drained and the db closes.
    app.addHook('preClose', () => chat.shutdown(ctx.config.shutdownGraceMs));
    // Generation yields to a burst of new connections (libuv accepts one per turn of the event loop).
    app.server.on('connection', chat.noteConnection);
    // Host-app stream bodies arrive with `enc:v1:` fields (DESIGN 2.3).
    const decryptBody = decryptBodyHook(sessionSecretKey(ctx));
    const v1 = chatV1Service(ctx, chat);
    const streamOptions = { preValidation: decryptBody, preHandler: app.requireAuth };

    app.post(CHAT_ENDPOINTS.chatV1, { ...streamOptions, schema: { body: chatV1BodySchema } }, streamHandler(v1.open));
    app.post(
      CHAT_ENDPOINTS.stopV1,
      {
        preHandler: app.requireAuth,
        schema: { body: stopV1BodySchema, response: { 200: successBodySchema(stopV1ResultSchema) } },
      },
      stopHandler((userId, body) => v1.stop(userId, body.question_id, body.session_id)),
    );

    app.post(CHAT_ENDPOINTS.chatV2, { ...streamOptions, schema: { body: chatV2BodySchema } }, streamHandler(chat.open));
    app.post(
      CHAT_ENDPOINTS.stopV2,
      { preHandler: app.requireAuth, schema: { body: stopV2BodySchema, response: { 200: successBodySchema(stopResultSchema) } } },
      stopHandler((userId, body) => chat.stop(userId, body.question_id)),
    );
    registerQuestionRoutes(app, questionService(ctx));

    app.post(
      CHAT_ENDPOINTS.historyListV2,
      {
        preHandler: app.requireAuth,
        schema: { body: historyListV2BodySchema, response: { 200: successBodySchema(historyListV2Schema) } },
      },
      async (request) => ({ data: await chat.historyList(userIdOf(request), request.body) }),
    );
  };
