import type {
  CaptchaRequest,
  CurrentUser,
  LoginResult,
  PasswordLoginRequest,
  QuickLoginRequest,
  RegisterRequest,
} from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import type { SmsProvider } from '../../providers/sms/sms-provider';
import { hashPassword, verifyPassword } from './password';
import { defaultNickname, PASSWORD_RULES } from './rules';
import { sessionRepository, type SessionClient, type SessionRecord } from './session-repository';
import { smsCodeService } from './sms-code-service';
import { userRepository, type UserRecord } from './user-repository';

export const toCurrentUser = (user: UserRecord): CurrentUser => ({
  userId: user.id,
  nickname: user.nickname,
  avatar: user.avatar,
  phone: user.phone,
  roles: user.roles,
  permissions: user.permissions,
});

/** Login, registration, logout and the current user (DESIGN 2.2); HTTP-free so it is testable alone. */
export function createAuthService(ctx: AppContext, sms: SmsProvider) {
  const users = userRepository(ctx.db);
  const sessions = sessionRepository(ctx.db);
  const codes = smsCodeService(ctx, sms);
  const passwordFailuresKey = (account: string) => `auth:pwfail:${account}`;

  async function issueLogin(user: UserRecord, client: SessionClient): Promise<LoginResult> {
    const s = await sessions.create(user.id, ctx.config.tokenTtlSeconds, ctx.now(), client);
    return { token: s.token, expireTime: s.expireTime, secret_key: s.secretKey, user: toCurrentUser(user) };
  }

  return {
    createCaptcha: () => codes.captchas.create(),

    sendCode: (input: CaptchaRequest, ip: string) => codes.send(input, ip),

    /** Phone + SMS code; the first login creates the user. */
    async quickLogin(input: QuickLoginRequest, client: SessionClient = 'web'): Promise<LoginResult> {
      const row = await codes.verify(input.phone, input.code, input);
      await codes.consume(row);
      const user = await users.ensureByPhone(input.phone, defaultNickname(input.phone), ctx.now());
      return issueLogin(user, client);
    },

    /**
     * Sets a password for the phone (proved by the SMS code). A phone that logged in by code
     * before keeps its account and gains the password; one that already has a password is a 409.
     */
    async register(input: RegisterRequest, client: SessionClient = 'web'): Promise<LoginResult> {
      const row = await codes.verify(input.phone, input.code, {});
      const existing = await users.findByPhone(input.phone);
      // Checked before the code is used up, so the same code still works for quick login.
      if (existing?.passwordHash) throw new AppError('phone_registered');
      await codes.consume(row);
      const passwordHash = await hashPassword(input.password);
      const user = existing ?? (await users.ensureByPhone(input.phone, input.nickname, ctx.now()));
      // Conditional update: a registration racing this one cannot overwrite the password it set.
      if (!(await users.setPasswordIfUnset(user.id, passwordHash, input.nickname))) throw new AppError('phone_registered');
      return issueLogin({ ...user, passwordHash, nickname: input.nickname }, client);
    },

    /** Account (the phone) + password. Unknown account and wrong password look identical. */
    async passwordLogin(input: PasswordLoginRequest, client: SessionClient = 'web'): Promise<LoginResult> {
      const failuresKey = passwordFailuresKey(input.account);
      // Each attempt takes its number atomically in the shared store *before* the password is
      // compared: 57 guesses at once are numbered 1…57 and only the first maxFailures compared,
      // on every instance (Redis INCR; in-process for one instance).
      const attempt = await ctx.kv.incr(failuresKey, PASSWORD_RULES.lockWindowMs);
      if (attempt > PASSWORD_RULES.maxFailures) {
        throw new AppError('account_locked', undefined, { 'retry-after': '900' });
      }
      const user = await users.findByPhone(input.account);
      const ok = await verifyPassword(input.password, user?.passwordHash ?? null);
      if (!user || !ok) throw new AppError('bad_credentials');
      await ctx.kv.del(failuresKey);
      return issueLogin(user, client);
    },

    async logout(session: SessionRecord): Promise<void> {
      await sessions.revoke(session.tokenHash, ctx.now());
    },

    async currentUser(userId: string): Promise<CurrentUser> {
      const user = await users.findById(userId);
      // A live token whose user is gone: treat as logged out rather than as a server fault.
      if (!user) throw new AppError('unauthorized');
      return toCurrentUser(user);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
