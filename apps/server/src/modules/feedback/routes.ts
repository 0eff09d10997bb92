import {
  FEEDBACK_ENDPOINTS,
  feedbackBodySchema,
  feedbackResultSchema,
  labelListSchema,
  questionAssessBodySchema,
  questionAssessResultSchema,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { createFeedbackService } from './service';

/** Assessing and reporting answers (spec section 7: question_assess, get_label_list, feed_back). */
export async function feedbackModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const feedback = createFeedbackService(ctx);
  // Name the failing field in zh-CN (DESIGN 2.1); scoped like the auth module's until app.ts sets it app-wide.

  const assessRoute = {
    preHandler: app.requireAuth,
    schema: { body: questionAssessBodySchema, response: { 200: successBodySchema(questionAssessResultSchema) } },
  };
  // v1 and v2 share one body (spec section 7: "same shape as v1").
  for (const url of [FEEDBACK_ENDPOINTS.assessV1, FEEDBACK_ENDPOINTS.assessV2]) {
    app.post(url, assessRoute, async (request) => ({ data: await feedback.assess(userIdOf(request), request.body) }));
  }

  app.post(
    FEEDBACK_ENDPOINTS.labelList,
    { preHandler: app.requireAuth, schema: { response: { 200: successBodySchema(labelListSchema) } } },
    async () => ({ data: await feedback.labelGroups() }),
  );

  app.post(
    FEEDBACK_ENDPOINTS.feedback,
    {
      preHandler: app.requireAuth,
      schema: { body: feedbackBodySchema, response: { 200: successBodySchema(feedbackResultSchema) } },
    },
    async (request) => ({ data: await feedback.submit(userIdOf(request), request.body) }),
  );
}
