import {
  authStatusQuerySchema,
  authStatusSchema,
  globalConfigSchema,
  guideTextSchema,
  setAuthStatusBodySchema,
  successBodySchema,
  wsTokenSchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { userIdOf } from '../auth/guard';
import { createSettingsService } from './service';
import { welcomeLocale } from './welcome';

/** What the chat screen reads at start (spec section 7): suggestions, welcome, authorisation, WS ticket. */
export async function settingsModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const settings = createSettingsService(ctx);
  // Name the failing field in zh-CN (DESIGN 2.1); scoped like the auth module's until app.ts sets it app-wide.

  const guarded = { preHandler: app.requireAuth };

  app.post(
    '/api/v2/global_config',
    { ...guarded, schema: { response: { 200: successBodySchema(globalConfigSchema) } } },
    async () => ({ data: await settings.globalConfig() }),
  );

  app.post(
    '/api/v2/user/guide_text',
    { ...guarded, schema: { response: { 200: successBodySchema(guideTextSchema) } } },
    // The greeting is the app's own words: in the language the web app asks in.
    async (request) => ({ data: await settings.guideText(userIdOf(request), welcomeLocale(request.headers['accept-language'])) }),
  );

  app.post(
    '/api/v2/user/get_auth_other_status',
    { ...guarded, schema: { body: authStatusQuerySchema, response: { 200: successBodySchema(authStatusSchema) } } },
    async (request) => ({ data: await settings.authStatus(userIdOf(request), request.body.platform) }),
  );

  app.post(
    '/api/v2/user/set_auth_other_status',
    { ...guarded, schema: { body: setAuthStatusBodySchema, response: { 200: successBodySchema(authStatusSchema) } } },
    async (request) => ({
      data: await settings.setAuthStatus(userIdOf(request), request.body.platform, request.body.authorized),
    }),
  );

  app.post(
    '/api/v2/generate_ws_token',
    { ...guarded, schema: { response: { 200: successBodySchema(wsTokenSchema) } } },
    async (request) => ({ data: await settings.wsToken(userIdOf(request)) }),
  );
}
