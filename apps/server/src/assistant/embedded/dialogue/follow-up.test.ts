import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chinaDay } from '@app/protocol/days';
import { catalogService } from '#server/modules/catalog/service';
import { wishService } from '#server/modules/wish/service';
import { createTestUser } from '#server/testing/harness';
import { CONVERSATIONS, HELDOUT_CONVERSATIONS } from '../../eval/cases';
import { checkTurn } from '../../eval/check';
import { conversation, FRIDAY_NOON_SHANGHAI, startEngine, type EngineHarness } from '#server/testing/embedded-engine';

/**
 * Every follow-up kind over the real engine and catalog: each conversation of the eval set is a
 * test, each turn checked against its expectations (the item referenced, the slots refined, the
 * flight changed) with the state the previous turn saved.
 */
describe('follow-ups in one conversation', () => {
  let h: EngineHarness;
  beforeAll(async () => {
    h = await startEngine();
  });
  afterAll(async () => h?.close());

  it.each([...CONVERSATIONS, ...HELDOUT_CONVERSATIONS].map((c) => [c.map(([q]) => q).join(' → '), c] as const))(
    '%s',
    async (_name, turns) => {
      const { userId } = await createTestUser(h.server.app);
      const c = conversation(h);
      const catalog = catalogService(h.server.app.ctx.db);
      const wishes = wishService(h.server.app.ctx.db);
      for (const [question, expectation] of turns) {
        const before = c.state;
        const events = await c.say(question, { userId });
        const fails = await checkTurn(events, expectation, {
          catalog,
          before,
          today: chinaDay(FRIDAY_NOON_SHANGHAI),
          wishIds: async () => (await wishes.list(userId)).map((w) => w.product.id),
        });
        expect(fails, question).toEqual([]);
      }
    },
  );
});
