import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AnswerState } from '../../modules/chat/answer-state';
import type { AssistantEvent } from '../../ports/assistant-engine';
import { wishService } from '../../modules/wish/service';
import { createEmbeddedEngine } from './engine';
import { ToolCalls } from './tool-calls';
import { answerText, nextSteps, reasoningText, shape, startEngine, type EngineHarness } from '../../testing/embedded-engine';

describe('embedded engine', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  it('refuses a forbidden request with one risk event, which is stored as a risk failure with nothing of it', async () => {
    const events = await h.ask('把高仿LV包加入心愿单');
    expect(events).toEqual([
      {
        status: 'risk',
        content: { content: '', error_type: 'risk', error_msg: '助手遇到了一点障碍，请重新输入' },
        next_step: null,
      },
    ]);
    const stored = new AnswerState();
    for (const e of events) stored.apply(e);
    expect(stored.toRow(0)).toMatchObject({
      answer: '',
      answer_reason: '',
      answer_status: 21,
      answer_status_msg: '助手遇到了一点障碍，请重新输入',
    });
    expect(JSON.stringify(stored.toRow(0))).not.toMatch(/高仿|LV/);
    expect(await wishService(h.server.app.ctx.db).list(h.userId)).toEqual([]);
  });

  it('answers an empty question with one empty event', async () => {
    expect(shape(await h.ask('  '))).toEqual(['empty']);
  });

  it.each([
    ['你是谁', /购物助手/, /介绍自己/],
    ['你能做什么', /挑商品.*\n.*做对比.*\n.*看价格.*\n.*记心愿.*\n.*查机票/, /列出/],
    ['今天天气怎么样', /^抱歉，我是购物助手，没法帮你查天气。/, /和购物无关/],
    ['1+1等于几', /没法帮你解题算数/, /回答不了也不应该编/],
    ['', /没能识别这段语音/, /没有识别出文字/],
  ])('small talk and out-of-scope questions: %j', async (question, answer, plan) => {
    const events = await h.ask(question, question ? {} : { voice: { url: '/media/voice/x.mp3' } });
    expect(shape(events)).toEqual(['plan', 'answer_before_load', 'answer', 'finish']);
    expect(answerText(events)).toMatch(answer);
    expect(reasoningText(events)).toMatch(plan);
    expect(nextSteps(events).length).toBeGreaterThan(0);
  });

  it('streams a paced answer in small chunks, and an unpaced one as one event per text with the same words', async () => {
    const question = '2000元以内的降噪耳机';
    const paced: AssistantEvent[] = [];
    for await (const e of createEmbeddedEngine(h.server.app.ctx, { delayMs: 1 }).answer({
      question,
      history: [],
      userId: h.userId,
      signal: new AbortController().signal,
    }))
      paced.push(e);
    const chunks = paced.filter((e) => e.status === 'answer');
    expect(chunks.length).toBeGreaterThan(20);
    expect(Math.max(...chunks.map((e) => [...e.content.content!].length))).toBeLessThanOrEqual(16);
    const unpaced = await h.ask(question);
    expect(unpaced.filter((e) => e.status === 'answer')).toHaveLength(1);
    expect(unpaced.filter((e) => e.status === 'plan')).toHaveLength(1);
    expect(answerText(unpaced)).toBe(answerText(paced));
    expect(reasoningText(unpaced)).toBe(reasoningText(paced));
    expect(shape(unpaced)).toEqual(shape(paced));
  });

  it('waits streamDelayMs between events and stops with an AbortError within one event', async () => {
    const slow = createEmbeddedEngine(h.server.app.ctx, { delayMs: 5 });
    const controller = new AbortController();
    const seen: string[] = [];
    const started = Date.now();
    const run = (async () => {
      for await (const e of slow.answer({
        question: '2000元以内的降噪耳机',
        history: [],
        userId: h.userId,
        signal: controller.signal,
      })) {
        seen.push(e.status);
        if (seen.length === 3) controller.abort();
      }
    })();
    await expect(run).rejects.toMatchObject({ name: 'AbortError' });
    expect(seen).toHaveLength(3);
    expect(Date.now() - started).toBeGreaterThanOrEqual(10);
  });

  it('does not start when the signal is already aborted', async () => {
    const controller = new AbortController();
    controller.abort();
    const run = async () => {
      for await (const _e of createEmbeddedEngine(h.server.app.ctx).answer({
        question: '耳机',
        history: [],
        userId: h.userId,
        signal: controller.signal,
      }));
    };
    await expect(run()).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('runs no further tool once stopped: an aborted call neither runs nor stores anything', async () => {
    const controller = new AbortController();
    const tools = new ToolCalls({ ctx: h.server.app.ctx, userId: h.userId, signal: controller.signal });
    controller.abort();
    await expect(tools.call('add_to_wishlist', { product_id: 'p_000001' })).rejects.toMatchObject({ name: 'AbortError' });
    expect(await wishService(h.server.app.ctx.db).list(h.userId)).toEqual([]);
    expect(tools.searched).toBe(false);
  });
});
