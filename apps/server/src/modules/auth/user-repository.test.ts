import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, startTestServer, type TestServer } from '../../testing/harness';
import { bearer, quickLogin, uniquePhone } from '../../testing/auth';
import { grantPermission, grantRole, userRepository } from './user-repository';

describe('user roles and permissions', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
  });
  afterAll(async () => s?.close());

  it('grantRole adds admin once; get_current_user reports it', async () => {
    const login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
    expect(await grantRole(s.app.ctx.db, login.user.userId, 'admin')).toEqual(['user', 'admin']);
    expect(await grantRole(s.app.ctx.db, login.user.userId, 'admin')).toEqual(['user', 'admin']);
    expect(await grantPermission(s.app.ctx.db, login.user.userId, 'catalog:import')).toEqual(['catalog:import']);
    const me = await postJson(s.baseUrl, '/api/v1/get_current_user', {}, bearer(login.token));
    expect(me.body.data).toMatchObject({ roles: ['user', 'admin'], permissions: ['catalog:import'] });
  });

  it('grantRole on an unknown user returns null', async () => {
    expect(await grantRole(s.app.ctx.db, 'u_missing', 'admin')).toBeNull();
  });

  it('a damaged roles column falls back to the default role instead of failing', async () => {
    const login = await quickLogin(s.baseUrl, s.dataDir, uniquePhone());
    await s.app.ctx.db.kysely.updateTable('users').set({ roles: 'not json' }).where('id', '=', login.user.userId).execute();
    expect((await userRepository(s.app.ctx.db).findById(login.user.userId))?.roles).toEqual(['user']);
  });

  it('ensureByPhone creates one user even when called concurrently', async () => {
    const phone = uniquePhone();
    const repo = userRepository(s.app.ctx.db);
    const users = await Promise.all([1, 2, 3].map(() => repo.ensureByPhone(phone, '并发', Date.now())));
    expect(new Set(users.map((u) => u.id)).size).toBe(1);
  });
});
