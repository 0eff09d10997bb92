import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudReplaySchema } from '@app/protocol';
import { createTestUser, postJson, startTestServer, type TestServer } from '../../testing/harness';
import { openSocket, wsToken } from '../../testing/ws-client';

describe('cloud phone over HTTP and the socket (spec sections 4, 7)', () => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
  });
  afterAll(async () => s.close());

  it('runs a task through every state, pushing each update, with a replay on disk', async () => {
    const user = await createTestUser(s.app);
    const client = openSocket(s.baseUrl, await wsToken(s.baseUrl, user.headers));
    await client.roundTrip();
    const started = await postJson(
      s.baseUrl,
      '/api/v2/cloud_mobile_task_start',
      { task_name: '下单索尼耳机', mall_name: '京东' },
      user.headers,
    );
    expect(started.status).toBe(200);
    const id = started.body.data.business_task_id as string;
    const updates = () => client.frames.filter((f: any) => f.module === 'cloud_app').map((f: any) => f.data);
    await client.next((f) => f.data?.action_type === 'handover');

    const early = await postJson(s.baseUrl, '/api/v2/cloud_mobile_user_action_complete', { task_id: 'nope' }, user.headers);
    expect(early.status).toBe(404);
    const ticket = await postJson(s.baseUrl, '/api/v2/cloudphone_ticket', { task_id: id }, user.headers);
    expect(ticket.body.data).toMatchObject({ ticket: expect.any(String), task: { run_state: 2, action_type: 'handover' } });
    expect((await postJson(s.baseUrl, '/api/v2/cloud_mobile_user_action_complete', { task_id: id }, user.headers)).status).toBe(
      200,
    );
    await client.next((f) => f.data?.action_type === 'finish');

    expect(updates().map((u: any) => `${u.action_type}:${u.run_state}`)).toEqual([
      'task_start:0',
      'executing:1',
      'executing:1',
      'handover:2',
      'user_action_completed:2',
      'executing:2',
      'communicate:2',
      'executing:2',
      'finish:3',
    ]);
    expect(updates()[0].confirm_auto_task.content).toContain('下单索尼耳机');
    expect(updates().at(-1).task_progress.completion_rate).toBe(100);
    const replayFile = path.join(s.app.ctx.config.mediaDir, 'cloud-phone', id, 'replay.json');
    const replay = cloudReplaySchema.parse(JSON.parse(fs.readFileSync(replayFile, 'utf8')));
    expect(replay.frames).toHaveLength(9);
    const svg = await fetch(s.baseUrl + replay.frames[0]!.image_url);
    expect(svg.headers.get('content-type')).toContain('image/svg+xml');
    const again = await postJson(s.baseUrl, '/api/v2/cloud_mobile_user_action_complete', { task_id: id }, user.headers);
    expect(again.status).toBe(409);
    client.socket.close();
  }, 20_000);

  it('interrupts the running task; another user cannot see it; bodies are validated', async () => {
    const user = await createTestUser(s.app);
    const other = await createTestUser(s.app);
    const started = await postJson(s.baseUrl, '/api/v2/cloud_mobile_task_start', { task_name: '领券' }, user.headers);
    const id = started.body.data.business_task_id as string;
    expect((await postJson(s.baseUrl, '/api/v2/cloudphone_ticket', { task_id: id }, other.headers)).status).toBe(404);
    const bad = await postJson(
      s.baseUrl,
      '/api/v2/cloud_mobile_task_interrupt',
      { interrupt_type: 'boom', mall_name: '京东' },
      user.headers,
    );
    expect(bad.status).toBe(400);
    const stop = await postJson(
      s.baseUrl,
      '/api/v2/cloud_mobile_task_interrupt',
      { interrupt_type: 'user_stop', mall_name: '京东' },
      user.headers,
    );
    expect(stop.status).toBe(200);
    await new Promise((r) => setTimeout(r, 200));
    const ticket = await postJson(s.baseUrl, '/api/v2/cloudphone_ticket', {}, user.headers);
    expect(ticket.body.data.task).toMatchObject({ business_task_id: id, action_type: 'aborted', run_state: 4 });
    expect((await postJson(s.baseUrl, '/api/v2/cloudphone_ticket', {}, {})).status).toBe(401);
  });
});
