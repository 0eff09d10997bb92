import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL, createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { hasPostgres } from '../../testing/databases';
import { createSettingsService } from './service';
import { consumeWsToken } from './ws-token';

function settingsFlows(label: string, postgresUrl?: string) {
  describe(`settings over real HTTP (${label})`, () => {
    let s: TestServer;
    let clock = Date.now() + 60_000;
    let alice: Awaited<ReturnType<typeof createTestUser>>;
    let bob: Awaited<ReturnType<typeof createTestUser>>;
    const guess = async () => (await postJson(s.baseUrl, '/api/v2/global_config', {}, alice.headers)).body.data.guess;

    beforeAll(async () => {
      s = await startTestServer({ postgresUrl, seedCatalog: false, now: () => clock });
      alice = await createTestUser(s.app);
      bob = await createTestUser(s.app);
    });
    afterAll(async () => s?.close());

    it('serves the seeded suggestions and the client-facing limits', async () => {
      const r = await postJson(s.baseUrl, '/api/v2/global_config', {}, alice.headers);
      expect(r.status).toBe(200);
      expect(r.body.data.guess.list.length).toBeGreaterThanOrEqual(12);
      expect(r.body.data.guess.list).toContain('推荐一款2000元以内的降噪耳机');
      expect(r.body.data.guess.update_at).toBeGreaterThan(0);
      expect(r.body.data.upload).toEqual({
        image_max_bytes: 10 * 1024 * 1024,
        voice_max_bytes: 5 * 1024 * 1024,
        voice_max_seconds: 60,
      });
      expect(r.body.data.feedback_content_max).toBe(500);
    });

    it('moves update_at exactly when the suggestion list changes', async () => {
      const settings = createSettingsService(s.app.ctx);
      const seeded = await guess();

      clock += 1000;
      expect((await settings.setSuggestions(seeded.list)).changed).toBe(false);
      expect(await guess()).toEqual(seeded);

      clock += 1000;
      const next = ['学生党用的轻薄本', '  适合送女朋友的生日礼物，500左右  '];
      const changed = await settings.setSuggestions(next);
      expect(changed).toEqual({ changed: true, list: ['学生党用的轻薄本', '适合送女朋友的生日礼物，500左右'], update_at: clock });
      expect(await guess()).toEqual({ list: changed.list, update_at: clock });

      clock += 1000;
      expect((await settings.setSuggestions(changed.list)).changed).toBe(false);
      expect((await guess()).update_at).toBe(changed.update_at);

      // A second change within the same millisecond still moves update_at forward.
      const again = await settings.setSuggestions(['小米15和iPhone 16哪个好']);
      const third = await settings.setSuggestions(['帮我看看这个价格划算吗']);
      expect(again.update_at).toBe(clock);
      expect(third.update_at).toBe(clock + 1);
      expect(await guess()).toEqual({ list: ['帮我看看这个价格划算吗'], update_at: clock + 1 });
    });

    it.each([[[]], [['']], [['长'.repeat(51)]]])('refuses the suggestion list %j and keeps the stored one', async (list) => {
      const before = await guess();
      await expect(createSettingsService(s.app.ctx).setSuggestions(list)).rejects.toThrow();
      expect(await guess()).toEqual(before);
    });

    it('serves no suggestions when the row is gone, and recreates it on the next set', async () => {
      await s.app.ctx.db.kysely.deleteFrom('global_config').where('key', '=', 'guess').execute();
      expect(await guess()).toEqual({ list: [], update_at: 0 });
      clock += 1000;
      const restored = await createSettingsService(s.app.ctx).setSuggestions(['扫地机器人怎么选']);
      expect(restored).toEqual({ changed: true, list: ['扫地机器人怎么选'], update_at: clock });
      expect(await guess()).toEqual({ list: ['扫地机器人怎么选'], update_at: clock });
    });

    it('welcomes the user by nickname', async () => {
      const r = await postJson(s.baseUrl, '/api/v2/user/guide_text', {}, alice.headers);
      expect(r.status).toBe(200);
      expect(r.body.data.welcome_key).toBe('dynamic_sys_welcome');
      expect(r.body.data.text).toContain(`，用户${alice.phone.slice(-4)}！\n\n我是你的 AI 购物助手`);
    });

    it('keeps the shopping-preference authorisation per user and platform', async () => {
      const get = (u: typeof alice, body: unknown) => postJson(s.baseUrl, '/api/v2/user/get_auth_other_status', body, u.headers);
      expect((await get(alice, {})).body).toEqual({ data: { authorized: false, platform: 1 } });

      const set = await postJson(s.baseUrl, '/api/v2/user/set_auth_other_status', { authorized: true }, alice.headers);
      expect(set.body).toEqual({ data: { authorized: true, platform: 1 } });
      expect((await get(alice, { platform: 1 })).body.data.authorized).toBe(true);
      expect((await get(alice, { platform: 2 })).body.data).toEqual({ authorized: false, platform: 2 });
      expect((await get(bob, {})).body.data.authorized).toBe(false);

      await postJson(s.baseUrl, '/api/v2/user/set_auth_other_status', { platform: 1, authorized: false }, alice.headers);
      expect((await get(alice, {})).body.data.authorized).toBe(false);
    });

    it('reads the default platform when the call has no body at all', async () => {
      const res = await fetch(`${s.baseUrl}/api/v2/user/get_auth_other_status`, { method: 'POST', headers: alice.headers });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ data: { authorized: false, platform: 1 } });
    });

    it.each([
      ['/api/v2/user/get_auth_other_status', { platform: 'abc' }],
      ['/api/v2/user/get_auth_other_status', { platform: 0 }],
      ['/api/v2/user/set_auth_other_status', { platform: 1 }],
      ['/api/v2/user/set_auth_other_status', { authorized: 'yes' }],
    ])('%s rejects %j with a zh-CN 400', async (url, body) => {
      const r = await postJson(s.baseUrl, url, body, alice.headers);
      expect(r.status).toBe(400);
      expect(r.body.error_msg).toMatch(/平台编号|授权/);
    });

    it('issues a single-use WebSocket ticket bound to the caller', async () => {
      const r = await postJson(s.baseUrl, '/api/v2/generate_ws_token', {}, bob.headers);
      expect(r.status).toBe(200);
      expect(r.body.data.ws_token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      expect(await consumeWsToken(s.app.ctx, r.body.data.ws_token)).toBe(bob.userId);
      expect(await consumeWsToken(s.app.ctx, r.body.data.ws_token)).toBeNull();
    });

    it.each([
      '/api/v2/global_config',
      '/api/v2/user/guide_text',
      '/api/v2/user/get_auth_other_status',
      '/api/v2/user/set_auth_other_status',
      '/api/v2/generate_ws_token',
    ])('%s without a token is 401', async (url) => {
      const r = await postJson(s.baseUrl, url, { authorized: true });
      expect(r.status).toBe(401);
      expect(r.body.error_code).toBe(401);
    });
  });
}

settingsFlows('SQLite');
describe.skipIf(!hasPostgres('settings flows on PostgreSQL'))('on PostgreSQL', () => {
  settingsFlows('PostgreSQL', TEST_DATABASE_URL);
});
