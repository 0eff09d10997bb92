import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, cardsOf, conversation, startEngine, type EngineHarness } from '#server/testing/embedded-engine';

let h: EngineHarness;
beforeAll(async () => {
  h = await startEngine();
});
afterAll(async () => {
  await h.close();
});

describe('thanks and closings (decision 063)', () => {
  it.each(['好的我再想想', '先这样吧', '嗯 我再考虑一下', '不用了'])('%s: no 不客气 for what was no thanks', async (q) => {
    const events = await h.ask(q);
    expect(answerText(events)).toContain('不着急');
    expect(answerText(events)).not.toContain('不客气');
    expect(cardsOf(events).product_cards ?? []).toEqual([]);
  });

  it.each(['谢谢', '好的 谢谢你'])('%s: thanked back', async (q) => {
    expect(answerText(await h.ask(q))).toContain('不客气');
  });
});

describe('a good mood, then a need (decision 068)', () => {
  it('answers the mood in kind and reads the next question afresh', async () => {
    const first = await h.ask('你好呀 今天心情不错');
    expect(answerText(first)).toContain('心情好就好');
    expect(cardsOf(first).product_cards ?? []).toEqual([]);
  });

  it('a question nothing matched leaves no need behind: the next one is read afresh', async () => {
    const c = conversation(h);
    await c.say('今天嘛 怎么说呢 一般般');
    expect(c.state?.need ?? null).toBeNull();
    const bags = await c.say('想给自己买个包 通勤用的');
    expect((cardsOf(bags).product_cards ?? []).map((p) => p.category)).toContain('女包');
  });
});
