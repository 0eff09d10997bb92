import {
  captchaSentSchema,
  loginResultSchema,
  PASSPORT_ENDPOINTS,
  passportCaptchaInitQuerySchema,
  passportCaptchaSchema,
  passportMobileCodeSchema,
  passportQuickCheckSchema,
  successBodySchema,
} from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { AppInstance } from '../../http/types';
import { SMS_RULES } from '../auth/rules';
import type { AuthService } from '../auth/service';
import { setSessionCookie } from '../auth/session-cookie';

/**
 * The "external account host" of DESIGN 2.2: no auth headers, form-encoded posts, and the same
 * code store, limits and captcha rules as /api/user/*.
 */
export function passportRoutes(app: AppInstance, ctx: AppContext, auth: AuthService): void {
  app.get(
    PASSPORT_ENDPOINTS.captchaInit,
    { schema: { querystring: passportCaptchaInitQuerySchema, response: { 200: successBodySchema(passportCaptchaSchema) } } },
    async (request, reply) => {
      // Every image holds a key-value entry for 5 minutes; a per-IP budget keeps that bounded.
      const minute = Math.floor(ctx.now() / 60_000);
      const used = await ctx.kv.incr(`captcha:ip:${request.ip}:${minute}`, 60_000);
      if (used > SMS_RULES.captchaPerIpPerMinute) {
        throw new AppError('rate_limited', '图形验证码刷新太频繁，请稍后再试', { 'retry-after': '60' });
      }
      void reply.header('cache-control', 'no-store');
      return { data: await auth.createCaptcha() };
    },
  );

  app.post(
    PASSPORT_ENDPOINTS.mobileCode,
    { schema: { body: passportMobileCodeSchema, response: { 200: successBodySchema(captchaSentSchema) } } },
    async (request) => ({ data: await auth.sendCode(request.body, request.ip) }),
  );

  app.post(
    PASSPORT_ENDPOINTS.quickCheck,
    { schema: { body: passportQuickCheckSchema, response: { 200: successBodySchema(loginResultSchema) } } },
    async (request, reply) => {
      const login = await auth.quickLogin(request.body);
      setSessionCookie(request, reply, login);
      return { data: login };
    },
  );
}
