/**
 * The assistant eval: the embedded engine at zero delay over the seeded catalog answers the
 * single questions and conversations of apps/server/src/assistant/eval/cases/; each turn is
 * checked against its expectations (category, brand, budget, mall, referenced item, flight
 * cities and date, refusal, clarifying question). Prints satisfied / total for singles and
 * turns, conversations whole, each failure with its reasons, and time to first event.
 * Target: singles ≥ 95%, turns ≥ 90%; first event p50 < 50 ms.
 *
 *   npx tsx bench/assistant-eval.ts [--quiet]
 */
import { chinaDay } from '@app/protocol/days';
import { wishService } from '../apps/server/src/modules/wish/service';
import { checkTurn } from '../apps/server/src/assistant/eval/check';
import {
  CONVERSATIONS,
  FAMILY_CONVERSATIONS,
  FAMILY_SINGLES,
  HELDOUT_CONVERSATIONS,
  HELDOUT_SINGLES,
  SINGLES,
} from '../apps/server/src/assistant/eval/cases';
import { FRIDAY_NOON_SHANGHAI, startEngine } from '../apps/server/src/testing/embedded-engine';
import { createTestUser } from '../apps/server/src/testing/harness';
import type { ConversationState } from '../apps/server/src/ports/conversation-state';
import type { AssistantEvent, HistoryTurn } from '../apps/server/src/ports/assistant-engine';
import { catalogService } from '../apps/server/src/modules/catalog/service';

const quiet = process.argv.includes('--quiet');
const h = await startEngine();
const catalog = catalogService(h.server.app.ctx.db);
const today = chinaDay(FRIDAY_NOON_SHANGHAI);
const firstEvent: number[] = [];

async function ask(userId: string, question: string, history: HistoryTurn[], state: ConversationState | null) {
  let saved: ConversationState | null = null;
  const events: AssistantEvent[] = [];
  const started = performance.now();
  for await (const e of h.engine.answer({
    question,
    history,
    userId,
    state,
    saveState: async (s) => {
      saved = s;
    },
    signal: new AbortController().signal,
  })) {
    if (events.length === 0) firstEvent.push(performance.now() - started);
    events.push(e);
  }
  const answer = events
    .filter((e) => e.status === 'answer')
    .map((e) => e.content.content ?? '')
    .join('');
  return { events, state: saved ?? state, answer };
}

async function run(label: string, singles: typeof SINGLES, conversations: typeof CONVERSATIONS) {
  let singlesOk = 0;
  for (const [question, expect] of singles) {
    const { userId } = await createTestUser(h.server.app);
    const { events, answer } = await ask(userId, question, [], null);
    const fails = await checkTurn(events, expect, { catalog, before: null, today });
    if (fails.length === 0) singlesOk++;
    else if (!quiet)
      console.log(`✗ single 「${question}」: ${fails.join('; ')}\n    ${answer.slice(0, 120).replace(/\n/g, ' ')}`);
  }

  let turnsOk = 0;
  let turns = 0;
  let whole = 0;
  for (const conversation of conversations) {
    const { userId } = await createTestUser(h.server.app);
    const wishes = wishService(h.server.app.ctx.db);
    let state: ConversationState | null = null;
    const history: HistoryTurn[] = [];
    let allOk = true;
    for (const [question, expect] of conversation) {
      turns++;
      const before = state;
      const r = await ask(userId, question, [...history], state);
      const fails = await checkTurn(r.events, expect, {
        catalog,
        before,
        today,
        wishIds: async () => (await wishes.list(userId)).map((w) => w.product.id),
      });
      state = r.state;
      history.push({ question, answer: r.answer });
      if (fails.length === 0) turnsOk++;
      else {
        allOk = false;
        if (!quiet)
          console.log(
            `✗ turn 「${question}」 of 「${conversation[0]![0]}」: ${fails.join('; ')}\n    ${r.answer.slice(0, 120).replace(/\n/g, ' ')}`,
          );
      }
    }
    if (allOk) whole++;
  }

  return { label, singlesOk, singles: singles.length, turnsOk, turns, whole, conversations: conversations.length };
}

const results = [
  await run('set', SINGLES, CONVERSATIONS),
  await run('held out', HELDOUT_SINGLES, HELDOUT_CONVERSATIONS),
  await run('families (issue 19)', FAMILY_SINGLES, FAMILY_CONVERSATIONS),
];
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
const sorted = [...firstEvent].sort((a, b) => a - b);
const p = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1);
for (const r of results) {
  console.log(`${r.label} — singles: ${r.singlesOk}/${r.singles} (${pct(r.singlesOk, r.singles)}), target 95%`);
  console.log(`${r.label} — turns: ${r.turnsOk}/${r.turns} (${pct(r.turnsOk, r.turns)}), target 90%`);
  console.log(`${r.label} — conversations whole: ${r.whole}/${r.conversations}`);
}
console.log(`first event: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms over ${sorted.length} answers — target p50 < 50 ms`);
await h.close();
