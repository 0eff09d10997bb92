import {
  AUTH_ENDPOINTS,
  captchaRequestSchema,
  captchaSentSchema,
  currentUserSchema,
  loginResultSchema,
  passwordLoginSchema,
  quickLoginSchema,
  registerSchema,
  successBodySchema,
} from '@app/protocol';
import { z } from 'zod';
import type { AppContext } from '../../context';
import type { AppInstance } from '../../http/types';
import { createSmsProvider } from '../../providers/sms/create-sms-provider';
import { passportRoutes } from '../passport/routes';
import { userIdOf } from './guard';
import { createAuthService } from './service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';
import type { SessionClient } from './session-repository';
import type { FastifyRequest } from 'fastify';

const loginReply = { 200: successBodySchema(loginResultSchema) };

/** A login from the host app opens an app session: with REQUIRE_SIGNATURE all its calls must be signed. */
const clientOf = (request: FastifyRequest): SessionClient => (request.headers['from'] === 'app' ? 'app' : 'web');

/** Account and session endpoints of spec section 7, plus the `/passport/**` host sharing their code store. */
export async function authModule(app: AppInstance, ctx: AppContext): Promise<void> {
  const sms = createSmsProvider(ctx.config, ctx.now);
  ctx.log.info({ smsProvider: sms.name }, 'SMS provider selected');
  const auth = createAuthService(ctx, sms);
  // Scoped to this module; app-wide it belongs in app.ts (see the report to the lead).

  app.post(
    AUTH_ENDPOINTS.captcha,
    { schema: { body: captchaRequestSchema, response: { 200: successBodySchema(captchaSentSchema) } } },
    async (request) => ({ data: await auth.sendCode(request.body, request.ip) }),
  );

  app.post(AUTH_ENDPOINTS.quickLogin, { schema: { body: quickLoginSchema, response: loginReply } }, async (request, reply) => {
    const login = await auth.quickLogin(request.body, clientOf(request));
    setSessionCookie(request, reply, login);
    return { data: login };
  });

  app.post(AUTH_ENDPOINTS.register, { schema: { body: registerSchema, response: loginReply } }, async (request, reply) => {
    const login = await auth.register(request.body, clientOf(request));
    setSessionCookie(request, reply, login);
    return { data: login };
  });

  app.post(AUTH_ENDPOINTS.login, { schema: { body: passwordLoginSchema, response: loginReply } }, async (request, reply) => {
    const login = await auth.passwordLogin(request.body, clientOf(request));
    setSessionCookie(request, reply, login);
    return { data: login };
  });

  app.post(
    AUTH_ENDPOINTS.logout,
    { preHandler: app.requireAuth, schema: { response: { 200: successBodySchema(z.null()) } } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth);
      clearSessionCookie(reply);
      return { data: null };
    },
  );

  const currentUser = { preHandler: app.requireAuth, schema: { response: { 200: successBodySchema(currentUserSchema) } } };
  app.post(AUTH_ENDPOINTS.currentUser, currentUser, async (request) => ({ data: await auth.currentUser(userIdOf(request)) }));
  app.post(AUTH_ENDPOINTS.currentUserV2, currentUser, async (request) => ({
    data: await auth.currentUser(userIdOf(request)),
  }));

  passportRoutes(app, ctx, auth);
}
