import {
  authStatusQuerySchema,
  authStatusSchema,
  globalConfigSchema,
  guideTextSchema,
  setAuthStatusBodySchema,
  SETTINGS_ENDPOINTS,
  successBodySchema,
  WS_ENDPOINTS,
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
    SETTINGS_ENDPOINTS.globalConfig,
    { ...guarded, schema: { response: { 200: successBodySchema(globalConfigSchema) } } },
    async () => ({ data: await settings.globalConfig() }),
  );

  app.post(
    SETTINGS_ENDPOINTS.guideText,
    { ...guarded, schema: { response: { 200: successBodySchema(guideTextSchema) } } },
    // The greeting is the app's own words: in the language the web app asks in.
    async (request) => ({ data: await settings.guideText(userIdOf(request), welcomeLocale(request.headers['accept-language'])) }),
  );

  app.post(
    SETTINGS_ENDPOINTS.authStatus,
    { ...guarded, schema: { body: authStatusQuerySchema, response: { 200: successBodySchema(authStatusSchema) } } },
    async (request) => ({ data: await settings.authStatus(userIdOf(request), request.body.platform) }),
  );

  app.post(
    SETTINGS_ENDPOINTS.setAuthStatus,
    { ...guarded, schema: { body: setAuthStatusBodySchema, response: { 200: successBodySchema(authStatusSchema) } } },
    async (request) => ({
      data: await settings.setAuthStatus(userIdOf(request), request.body.platform, request.body.authorized),
    }),
  );

  app.post(
    WS_ENDPOINTS.token,
    { ...guarded, schema: { response: { 200: successBodySchema(wsTokenSchema) } } },
    async (request) => ({ data: await settings.wsToken(userIdOf(request)) }),
  );
}
