import {
  answerStatusV1BodySchema,
  answerStatusV1Schema,
  answerStatusV2BodySchema,
  answerStatusV2Schema,
  CHAT_ENDPOINTS,
  goodsCardListBodySchema,
  goodsCardListSchema,
  successBodySchema,
  updateVoiceBodySchema,
  updateVoiceResultSchema,
} from '@app/protocol';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import type { QuestionService } from './question-service';

/** Per-question calls of spec section 7: answer status (v1, v2), product cards, voice (v1, v2). */
export function registerQuestionRoutes(app: AppInstance, questions: QuestionService): void {
  app.post(
    CHAT_ENDPOINTS.answerStatusV1,
    {
      preHandler: app.requireAuth,
      schema: { body: answerStatusV1BodySchema, response: { 200: successBodySchema(answerStatusV1Schema) } },
    },
    async (request) => ({ data: await questions.answerStatusV1(userIdOf(request), request.body.session_id) }),
  );

  app.post(
    CHAT_ENDPOINTS.answerStatusV2,
    {
      preHandler: app.requireAuth,
      schema: { body: answerStatusV2BodySchema, response: { 200: successBodySchema(answerStatusV2Schema) } },
    },
    async (request) => ({ data: await questions.answerStatusV2(userIdOf(request), request.body.question_ids) }),
  );

  app.post(
    CHAT_ENDPOINTS.goodsCardList,
    {
      preHandler: app.requireAuth,
      schema: { body: goodsCardListBodySchema, response: { 200: successBodySchema(goodsCardListSchema) } },
    },
    async (request) => ({ data: await questions.goodsCards(userIdOf(request), request.body.question_id) }),
  );

  // v1 and v2 share one body (spec section 7: "same shape as v1").
  const voiceRoute = {
    preHandler: app.requireAuth,
    schema: { body: updateVoiceBodySchema, response: { 200: successBodySchema(updateVoiceResultSchema) } },
  };
  for (const url of [CHAT_ENDPOINTS.updateVoiceV1, CHAT_ENDPOINTS.updateVoiceV2]) {
    app.post(url, voiceRoute, async (request) => ({ data: await questions.updateVoice(userIdOf(request), request.body) }));
  }
}
