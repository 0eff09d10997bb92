/**
 * The held-out assistant eval (apps/server/src/assistant/eval/heldout): single questions and
 * conversations written without reading the engine, asked through the real chat endpoint
 * (POST /api/v2/chat, SSE) of a server over the seeded catalog (the production default of 5,000
 * core products) at a fixed request time, Friday 2026-09-18 noon in Shanghai.
 * Singles are asked in order by one user, each as the first question of a new chat
 * (`is_new_chat: true`); each conversation has its own user, and a turn marked `newChat` opens
 * a new chat. A case the seeded catalog cannot satisfy is left out and listed. Prints each
 * failure, then totals: singles, turns and whole conversations.
 *
 *   npx tsx bench/assistant-eval-heldout.ts [--quiet]
 *   HELDOUT_CASES=/path/to/cases.ts npx tsx bench/assistant-eval-heldout.ts   (another list, same exports)
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkTurn } from '../apps/server/src/assistant/eval/check';
import { HELDOUT_CONVERSATIONS } from '../apps/server/src/assistant/eval/heldout/conversations';
import { HELDOUT_SINGLES } from '../apps/server/src/assistant/eval/heldout/singles';
import { unsatisfiable, type CatalogRow, type FlightRow } from '../apps/server/src/assistant/eval/heldout/satisfiable';
import {
  HELDOUT_NOW,
  HELDOUT_PRODUCTS,
  HELDOUT_TODAY,
  type HeldoutConversation,
  type HeldoutSingle,
} from '../apps/server/src/assistant/eval/heldout/setup';
import type { AssistantEvent } from '../apps/server/src/ports/assistant-engine';
import { catalogService } from '../apps/server/src/modules/catalog/service';
import { chinaDay } from '@app/protocol/days';
import { postSse } from '../apps/server/src/testing/sse-client';
import { wishService } from '../apps/server/src/modules/wish/service';
import { createTestUser, startTestServer } from '../apps/server/src/testing/harness';

const quiet = process.argv.includes('--quiet');

let singles: HeldoutSingle[] = HELDOUT_SINGLES;
let conversations: HeldoutConversation[] = HELDOUT_CONVERSATIONS;
if (process.env.HELDOUT_CASES) {
  const other = (await import(pathToFileURL(path.resolve(process.env.HELDOUT_CASES)).href)) as {
    HELDOUT_SINGLES: HeldoutSingle[];
    HELDOUT_CONVERSATIONS: HeldoutConversation[];
  };
  singles = other.HELDOUT_SINGLES;
  conversations = other.HELDOUT_CONVERSATIONS;
  console.log(`cases from ${process.env.HELDOUT_CASES}`);
}

const started = performance.now();
const server = await startTestServer({ now: () => HELDOUT_NOW, env: { CATALOG_PRODUCTS: String(HELDOUT_PRODUCTS) } });
const db = server.app.ctx.db;
const catalog = catalogService(db);
const wishes = wishService(db);
const today = chinaDay(HELDOUT_NOW);
if (today !== HELDOUT_TODAY) throw new Error(`request day ${today} is not the set's ${HELDOUT_TODAY}`);
console.log(`server over the seeded catalog ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);

const products: CatalogRow[] = await db.kysely
  .selectFrom('products')
  .select(['brand', 'category_id', 'price', 'mall', 'title', 'specs'])
  .execute();
const flights: FlightRow[] = await db.kysely.selectFrom('flights').select(['from_city', 'to_city', 'date']).execute();
const why = (e: HeldoutSingle['expect']) => unsatisfiable(e, products, flights, today);

async function ask(token: string, question: string, newChat: boolean) {
  const r = await postSse(
    server.baseUrl,
    '/api/v2/chat',
    { question, is_new_chat: newChat },
    { authorization: `Bearer ${token}` },
  );
  if (r.status !== 200) throw new Error(`「${question}」: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  const events = r.frames.map((f) => f.frame as unknown as AssistantEvent);
  const answer = events
    .filter((e) => e.status === 'answer')
    .map((e) => e.content.content ?? '')
    .join('');
  const productIds = (events.find((e) => e.status === 'cards_load')?.content.product_cards ?? []).map((c) => c.id);
  return { events, answer, productIds };
}

const show = (answer: string) => answer.slice(0, 110).replace(/\n/g, ' ');
const unsatisfied: string[] = [];
const perFamily = new Map<string, { ok: number; all: number }>();
const count = (family: string, ok: boolean) => {
  const t = perFamily.get(family) ?? { ok: 0, all: 0 };
  t.all++;
  if (ok) t.ok++;
  perFamily.set(family, t);
};

// Singles: one user, each a new chat.
const shopper = await createTestUser(server.app);
let singlesOk = 0;
let singlesRun = 0;
for (const s of singles) {
  const reason = why(s.expect);
  if (reason) {
    unsatisfied.push(`single 「${s.question}」: ${reason}`);
    continue;
  }
  singlesRun++;
  const r = await ask(shopper.token, s.question, true);
  const fails = await checkTurn(r.events, s.expect, { catalog, before: null, today, lists: [] });
  count(s.family, !fails.length);
  if (!fails.length) singlesOk++;
  else if (!quiet) console.log(`✗ [${s.family}] 「${s.question}」: ${fails.join('; ')}\n    ${show(r.answer)}`);
}

// Conversations: a user each; lists are what the shopper saw (two or more product cards).
let turnsOk = 0;
let turnsRun = 0;
let whole = 0;
let conversationsRun = 0;
for (const c of conversations) {
  const bad = c.turns.map(([q, e]) => [q, why(e)] as const).find(([, reason]) => reason);
  if (bad) {
    unsatisfied.push(`conversation 「${c.turns[0]![0]}」, turn 「${bad[0]}」: ${bad[1]}`);
    continue;
  }
  conversationsRun++;
  const user = await createTestUser(server.app);
  let lists: string[][] = [];
  let allOk = true;
  for (const [i, [question, expect]] of c.turns.entries()) {
    turnsRun++;
    const newChat = i === 0 || expect.newChat === true;
    if (newChat) lists = [];
    const r = await ask(user.token, question, newChat);
    const fails = await checkTurn(r.events, expect, {
      catalog,
      before: null,
      today,
      lists,
      wishIds: async () => (await wishes.list(user.userId)).map((w) => w.product.id),
    });
    if (r.productIds.length >= 2) lists = [r.productIds, ...lists];
    count(`conv.${c.family}`, !fails.length);
    if (!fails.length) turnsOk++;
    else {
      allOk = false;
      if (!quiet) console.log(`✗ [conv.${c.family}] turn ${i + 1} 「${question}」: ${fails.join('; ')}\n    ${show(r.answer)}`);
    }
  }
  if (allOk) whole++;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
console.log('\nper family:');
for (const [family, t] of [...perFamily].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${family.padEnd(34)} ${String(t.ok).padStart(3)}/${String(t.all).padEnd(3)} ${pct(t.ok, t.all)}`);
if (unsatisfied.length) {
  console.log(`\nleft out, the seeded catalog cannot satisfy them (${unsatisfied.length}):`);
  for (const u of unsatisfied) console.log(`  ${u}`);
}
console.log(`\nheld-out — singles: ${singlesOk}/${singlesRun} (${pct(singlesOk, singlesRun)})`);
console.log(`held-out — turns: ${turnsOk}/${turnsRun} (${pct(turnsOk, turnsRun)})`);
console.log(`held-out — conversations whole: ${whole}/${conversationsRun} (${pct(whole, conversationsRun)})`);
await server.close();
