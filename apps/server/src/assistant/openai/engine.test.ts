import { CLIENT_ERROR_TEXT, streamEventSchema } from '@app/protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from '../../testing/harness';
import { wishService } from '../../modules/wish/service';
import { TOOLS } from '../tools/registry';
import { collect, replayEngine, request, shape, textOf } from '../../testing/openai-engine';
import { startReplayServer, type ReplayServer } from '../../testing/openai-replay/replay-server';
import type { ScenarioName } from '../../testing/openai-replay/scenarios';
import { UPSTREAM_ERRORS } from './upstream-errors';
import { emptyState, type ConversationState } from '../../ports/conversation-state';

let s: TestServer;
let upstream: ReplayServer;
let userId: string;

beforeAll(async () => {
  [s, upstream] = await Promise.all([startTestServer(), startReplayServer()]);
  userId = (await createTestUser(s.app)).userId;
});
afterAll(async () => {
  await upstream?.close();
  await s?.close();
});

async function run(scenario: ScenarioName, question = '推荐一款2000元以内的降噪耳机', timeoutMs = 5_000) {
  const { baseUrl, run: id } = upstream.url(scenario);
  const events = await collect(replayEngine(s.app, baseUrl, { timeoutMs }), request(userId, question));
  return { events, requests: upstream.requestsOf(id) };
}

describe('openai engine: event sequences per recorded stream', () => {
  it.each<[ScenarioName, string[], string]>([
    ['content', ['answer', 'finish'], '你好！我是你的购物助手，可以帮你挑选商品、比价和查机票。'],
    ['reasoning', ['plan', 'answer_before_load', 'answer', 'finish'], '选降噪耳机先看降噪深度和佩戴舒适度，两千以内很多选择。'],
    [
      'reasoning-fragmented',
      ['plan', 'answer_before_load', 'answer', 'finish'],
      '选降噪耳机先看降噪深度和佩戴舒适度，两千以内很多选择。',
    ],
    [
      'tool-call',
      ['search', 'search_result', 'cards_load', 'answer', 'finish'],
      '帮你找了几款两千以内的降噪耳机，按销量排在前面的最值得看。',
    ],
    [
      'deepseek-tools',
      ['plan', 'answer_before_load', 'search', 'search_result', 'cards_load', 'plan', 'answer_before_load', 'answer', 'finish'],
      '已加入心愿单，降到 ¥99 会提醒你。',
    ],
    ['content-filter', ['answer', 'risk'], '这个问题'],
  ])('%s → %j', async (scenario, expected, answer) => {
    const { events } = await run(scenario);
    expect(shape(events)).toEqual(expected);
    expect(textOf(events, 'answer')).toBe(answer);
    for (const e of events) expect(streamEventSchema.safeParse(e).success).toBe(true);
    expect(events.at(-1)!.content.error_code).toBeUndefined();
  });

  it('passes DeepSeek reasoning through as plan events and reports think_ms once reasoning ends', async () => {
    const { events } = await run('reasoning');
    expect(textOf(events, 'plan')).toBe('用户问预算两千的降噪耳机，这是闲聊式的问题，先给选购要点。');
    const thinkEnd = events.find((e) => e.status === 'answer_before_load')!;
    expect(thinkEnd.content.think_ms).toBeGreaterThanOrEqual(0);
    expect(events.filter((e) => e.status === 'answer_before_load')).toHaveLength(1);
  });

  it.each<[ScenarioName, (typeof UPSTREAM_ERRORS)[keyof typeof UPSTREAM_ERRORS], string[]]>([
    ['error-401', UPSTREAM_ERRORS.auth, ['finish']],
    ['error-429', UPSTREAM_ERRORS.busy, ['finish']],
    ['malformed', UPSTREAM_ERRORS.broken, ['answer', 'finish']],
    ['cut', UPSTREAM_ERRORS.broken, ['answer', 'finish']],
    ['tool-then-cut', UPSTREAM_ERRORS.broken, ['search', 'search_result', 'cards_load', 'answer', 'finish']],
  ])('%s ends with an in-stream error event, without throwing', async (scenario, error, expected) => {
    const { events, requests } = await run(scenario);
    expect(shape(events)).toEqual(expected);
    expect(events.at(-1)!.content).toEqual(error);
    // A failure is never retried behind the user's back (one request per model turn).
    expect(requests).toHaveLength(scenario === 'tool-then-cut' ? 2 : 1);
  });

  it('maps the texts the spec asks for', () => {
    expect(UPSTREAM_ERRORS.auth).toEqual({ error_code: 502, error_msg: '模型服务鉴权失败，请联系管理员' });
    expect(UPSTREAM_ERRORS.busy.error_msg).toBe('模型服务繁忙，请稍后重试');
    expect(UPSTREAM_ERRORS.timeout.error_msg).toBe('模型响应超时，请稍后重试');
    expect(UPSTREAM_ERRORS.broken.error_msg).toBe(CLIENT_ERROR_TEXT.streamGenerationError);
  });

  it('times out a stream that stops sending, and closes the upstream connection', async () => {
    const started = Date.now();
    const { events, requests } = await run('hang', '你好', 300);
    expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    expect(Date.now() - started).toBeLessThan(3_000);
    expect(shape(events)).toEqual(['answer', 'finish']);
    expect(textOf(events, 'answer')).toBe('正在为你');
    expect(events.at(-1)!.content).toEqual(UPSTREAM_ERRORS.timeout);
    expect(await requests[0]!.closedEarly).toBe(true);
  });

  it('an empty question answers with the empty event and asks nothing upstream', async () => {
    const { events, requests } = await run('content', '   ');
    expect(events).toEqual([{ status: 'empty', content: { content: '' }, next_step: null }]);
    expect(requests).toHaveLength(0);
  });
});

describe('openai engine: what it sends upstream', () => {
  it('offers every tool, sends the question with its context, and returns tool results', async () => {
    const { baseUrl, run: id } = upstream.url('tool-call');
    const history = [{ question: '我想买耳机', answer: '你的预算是多少？' }];
    const events = await collect(
      replayEngine(s.app, baseUrl),
      request(userId, '推荐一款2000元以内的降噪耳机', { history, productCardUrl: '/item-detail?id=p_000001', targetPrice: 199 }),
    );
    const [first, second] = upstream.requestsOf(id);
    expect(first!.headers.authorization).toBe('Bearer sk-test-key');
    expect(first!.body).toMatchObject({ model: 'deepseek-chat', stream: true });
    expect(first!.body.tools.map((t: any) => t.function.name).sort()).toEqual(Object.keys(TOOLS).sort());
    const messages = first!.body.messages;
    expect(messages[0].role).toBe('system');
    expect(messages[0].content).toMatch(/今天是 \d{4}-\d{2}-\d{2}/);
    expect(messages.slice(1, 3)).toEqual([
      { role: 'user', content: '我想买耳机' },
      { role: 'assistant', content: '你的预算是多少？' },
    ]);
    expect(messages[3].content).toMatch(/^推荐一款2000元以内的降噪耳机[\s\S]*id p_000001[\s\S]*¥199/);

    const replayed = second!.body.messages.slice(-2);
    expect(replayed[0].tool_calls).toEqual([
      {
        id: 'call_Qm3xV8bN2pL5',
        type: 'function',
        function: { name: 'search_products', arguments: '{"query":"降噪耳机","max_price":2000,"sort":"sales"}' },
      },
    ]);
    expect(replayed[1].role).toBe('tool');
    expect(replayed[1].tool_call_id).toBe('call_Qm3xV8bN2pL5');
    const result = JSON.parse(replayed[1].content);
    expect(result.count).toBeGreaterThan(0);
    expect(result.products.every((p: any) => p.price <= 2000)).toBe(true);

    const search = events.find((e) => e.status === 'search')!;
    expect(search.content.content).toBe('降噪耳机 2000元以内');
    const cards = events.find((e) => e.status === 'cards_load')!.content.product_cards!;
    expect(cards.map((c) => c.id)).toEqual(result.products.map((p: any) => p.id));
    expect(events.find((e) => e.status === 'search_result')!.content.search_result!.products).toHaveLength(cards.length);
    const finish = events.at(-1)!;
    expect(finish.status).toBe('finish');
    expect(finish.next_step).toEqual(expect.arrayContaining([expect.stringMatching(/哪个更值得买？$/)]));
  });

  it('gets the conversation state (items shown, with ids) and saves what its cards showed', async () => {
    const { baseUrl, run: id } = upstream.url('tool-call');
    let saved: ConversationState | null = null;
    const state = { ...emptyState(), topic: 'shopping' as const, shown: ['p_000005', 'p_000037'] };
    const events = await collect(
      replayEngine(s.app, baseUrl),
      request(userId, '第二款怎么样', {
        state,
        saveState: async (next) => {
          saved = next;
        },
      }),
    );
    const [first] = upstream.requestsOf(id);
    const context = first!.body.messages[1];
    expect(context.role).toBe('system');
    expect(context.content).toMatch(/1\. .*id p_000005[\s\S]*2\. .*id p_000037/);
    const cards = events.find((e) => e.status === 'cards_load')!.content.product_cards!.map((c) => c.id);
    expect(saved).toMatchObject({ topic: 'shopping', shown: cards });
  });

  it('DeepSeek: sends reasoning back with tool calls, and argument errors back to the model', async () => {
    const { baseUrl, run: id } = upstream.url('deepseek-tools');
    const events = await collect(replayEngine(s.app, baseUrl), request(userId, '把第二款加入心愿单，99元提醒我，再和第一款对比'));
    const second = upstream.requestsOf(id)[1]!.body.messages;
    const assistant = second.at(-3);
    expect(assistant.reasoning_content).toBe('用户要把这款加入心愿单，顺便对比一下。');
    expect(assistant.tool_calls.map((c: any) => c.function.arguments)).toEqual([
      '{"product_ids":["p_000001"]}',
      '{"product_id":"p_000002","target_price": 99}',
    ]);
    const [compare, wish] = second.slice(-2);
    expect(compare.tool_call_id).toBe('call_00_pX9rT2mK4vQ7wL1nB8sD3fG6');
    expect(JSON.parse(compare.content).error).toMatch(/compare_products 的参数有误：product_ids/);
    expect(JSON.parse(wish.content)).toMatchObject({ added: true, item: { product_id: 'p_000002', target_price: 99 } });

    const wishCards = events.find((e) => e.status === 'cards_load')!.content.wish_cards!;
    expect(wishCards.map((w) => [w.product.id, w.target_price])).toEqual([['p_000002', 99]]);
    const stored = await wishService(s.app.ctx.db).list(userId);
    expect(stored.find((w) => w.product.id === 'p_000002')?.target_price).toBe(99);
    expect(events.at(-1)!.next_step).toEqual(['看看我的心愿单']);
  });

  it('stops offering tools after four tool rounds, so the model has to answer', async () => {
    const { events, requests } = await run('tool-loop', '看看我的心愿单');
    expect(requests).toHaveLength(5);
    expect(requests.slice(0, 4).every((r) => Array.isArray(r.body.tools))).toBe(true);
    expect(requests[4]!.body.tools).toBeUndefined();
    expect(events.filter((e) => e.status === 'search')).toHaveLength(4);
    expect(events.at(-1)!.status).toBe('finish');
  });
});

describe('openai engine: stop', () => {
  it('abort throws AbortError and closes the upstream request', async () => {
    const { baseUrl, run: id } = upstream.url('hang');
    const controller = new AbortController();
    const seen: string[] = [];
    const iterate = async () => {
      for await (const e of replayEngine(s.app, baseUrl).answer(request(userId, '你好', { signal: controller.signal }))) {
        seen.push(e.status);
        // Stop while the engine is waiting on an upstream that has gone quiet.
        if (seen.length === 2) setTimeout(() => controller.abort(), 30);
      }
    };
    await expect(iterate()).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toEqual(['answer', 'answer']);
    expect(await upstream.requestsOf(id)[0]!.closedEarly).toBe(true);
  });

  it('a signal aborted before the start throws without asking upstream', async () => {
    const { baseUrl, run: id } = upstream.url('content');
    const controller = new AbortController();
    controller.abort();
    await expect(
      collect(replayEngine(s.app, baseUrl), request(userId, '你好', { signal: controller.signal })),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(upstream.requestsOf(id)).toHaveLength(0);
  });
});
