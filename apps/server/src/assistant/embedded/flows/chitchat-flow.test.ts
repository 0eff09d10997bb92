import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerText, cardsOf, startEngine, type EngineHarness } from '#server/testing/embedded-engine';

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
