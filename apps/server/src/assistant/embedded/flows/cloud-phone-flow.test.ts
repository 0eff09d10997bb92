import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLOUD_PHONE_UNAVAILABLE } from '../../tools/cloud-phone-tools';
import {
  answerText,
  cardsOf,
  reasoningText,
  searchOf,
  SEARCHED_ANSWER,
  shape,
  startEngine,
  type EngineHarness,
} from '#server/testing/embedded-engine';

describe('cloud-phone flow', () => {
  let h: EngineHarness;
  let down: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
    // A provider nobody answers: the task cannot start.
    down = await startEngine({ env: { CLOUD_PHONE_PROVIDER: 'http', CLOUD_PHONE_URL: 'http://127.0.0.1:9' } });
  });
  afterAll(async () => {
    await h?.close();
    await down?.close();
  });

  it('starts a task for the named product in the named mall and relays the tool’s message', async () => {
    const events = await h.ask('帮我在京东买索尼WH-1000XM5');
    expect(shape(events)).toEqual(SEARCHED_ANSWER);
    expect(searchOf(events)!.keywords[0]).toMatchObject({
      query: expect.stringMatching(/^云手机：在京东下单索尼 WH-1000XM5/),
      keywords: ['京东', '云手机'],
    });
    const cards = cardsOf(events);
    expect(cards.cloud_mobile_task).toMatchObject({
      run_state: 0,
      action_type: 'task_start',
      task_name: '在京东下单索尼 WH-1000XM5',
    });
    expect(cards.product_cards![0]!.specs?.['型号']).toBe('WH-1000XM5');
    expect(cards).toMatchObject({ button_type: 4, buttons: [{ sub_type: 4, button_url: '/cloudPhone' }] });
    expect(answerText(events)).toMatch(/^云手机已开始执行任务，进度会实时显示。/);
  });

  it('says plainly when the service is not available, and offers what the user can do', async () => {
    const events = await down.ask('帮我在京东买索尼WH-1000XM5');
    const answer = answerText(events);
    expect(answer).toMatch(new RegExp(`^${CLOUD_PHONE_UNAVAILABLE}。`));
    expect(answer).toMatch(/自己到.+下单；也可以先加入心愿单/);
    expect(cardsOf(events).cloud_mobile_task).toBeUndefined();
    expect(cardsOf(events)).toMatchObject({ button_type: 1, buttons: [{ sub_type: 1 }] });
    expect(reasoningText(events)).toContain('要如实告诉用户');
  });

  it('without a product still answers, and does not crash', async () => {
    const events = await down.ask('帮我下单');
    expect(events.at(-1)!.status).toBe('finish');
    expect(answerText(events)).toMatch(new RegExp(`^${CLOUD_PHONE_UNAVAILABLE}。\\n\\n你可以先告诉我想买什么`));
    expect(cardsOf(events).product_cards).toBeUndefined();
  });
});
