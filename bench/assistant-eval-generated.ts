/**
 * The generated assistant eval (apps/server/src/assistant/eval/generated): over 1,000 single
 * questions and 100 conversations, asked as a shopper asks, through the real chat endpoint
 * (POST /api/v2/chat, SSE) of a server over the seeded catalog at a fixed request time.
 * Singles are asked in order by one user, each as the first question of a new chat
 * (`is_new_chat: true`), so a topic leaking from one question into the next shows; each
 * conversation has its own user, and a turn marked `newChat` opens a new chat.
 * Every case is first checked against the seeded catalog: one it cannot satisfy is left out
 * and listed. Prints pass rates per phrasing family, then totals for singles, turns and whole
 * conversations.
 *
 *   npx tsx bench/assistant-eval-generated.ts [--quiet] [--family=price.] [--limit=N]
 */
import { chinaDay } from '@app/protocol/days';
import { wishService } from '../apps/server/src/modules/wish/service';
import { checkTurn, type Expectation } from '../apps/server/src/assistant/eval/check';
import { EVAL_TODAY, generateConversations, generateSingles } from '../apps/server/src/assistant/eval/generated';
import { FRIDAY_NOON_SHANGHAI, startEngine } from '../apps/server/src/testing/embedded-engine';
import { createTestUser } from '../apps/server/src/testing/harness';
import { postSse } from '../apps/server/src/testing/sse-client';
import type { AssistantEvent } from '../apps/server/src/ports/assistant-engine';
import { catalogService } from '../apps/server/src/modules/catalog/service';

const quiet = process.argv.includes('--quiet');
const familyArg = process.argv.find((a) => a.startsWith('--family='))?.slice(9);
const limit = Number(process.argv.find((a) => a.startsWith('--limit='))?.slice(8) ?? Infinity);

const h = await startEngine();
const db = h.server.app.ctx.db;
const catalog = catalogService(db);
const wishes = wishService(db);
const today = chinaDay(FRIDAY_NOON_SHANGHAI);
if (today !== EVAL_TODAY) throw new Error(`request day ${today} is not the eval's ${EVAL_TODAY}`);

interface Row {
  id: string;
  brand: string;
  category_id: string;
  price: number;
  mall: string;
  title: string;
  specs: string;
}
const rows: Row[] = await db.kysely
  .selectFrom('products')
  .select(['id', 'brand', 'category_id', 'price', 'mall', 'title', 'specs'])
  .execute();
/** Whether a listing's title or specs show one of the attribute's terms (as check.ts reads it). */
const showsAttr = (p: Row, attr: string) =>
  attr
    .toLowerCase()
    .split('|')
    .some((w) => [p.title, ...Object.values(JSON.parse(p.specs) as Record<string, string>)].join(' ').toLowerCase().includes(w));

/** Whether the seeded catalog holds products that meet the expectation (else the case cannot pass). */
function satisfiedByCatalog(e: Expectation): boolean {
  if (!e.cat) return true;
  const cats = e.cat.split('|');
  const fit = rows.filter(
    (p) =>
      cats.includes(p.category_id) &&
      (!e.brand || p.brand === e.brand) &&
      (!e.brands || e.brands.includes(p.brand)) &&
      p.brand !== e.notBrand &&
      !e.notBrands?.includes(p.brand) &&
      p.price >= (e.min ?? 0) &&
      p.price <= (e.max ?? Infinity) &&
      (!e.mall || p.mall === e.mall) &&
      (!e.attr || showsAttr(p, e.attr)),
  );
  if (!fit.length) return false;
  if (e.someAbove !== undefined && !fit.some((p) => p.price > e.someAbove!)) return false;
  if (e.brandsAtLeast !== undefined && new Set(fit.map((p) => p.brand)).size < e.brandsAtLeast) return false;
  if (e.hasBrands?.some((b) => !fit.some((p) => p.brand === b))) return false;
  if (e.count !== undefined && fit.length < e.count) return false;
  return true;
}

const firstEvent: number[] = [];
async function ask(token: string, question: string, newChat: boolean) {
  const started = performance.now();
  let first = -1;
  const r = await postSse(
    h.server.baseUrl,
    '/api/v2/chat',
    { question, is_new_chat: newChat },
    { authorization: `Bearer ${token}` },
    {
      onFrame: () => {
        if (first < 0) first = performance.now() - started;
      },
    },
  );
  if (r.status !== 200) throw new Error(`「${question}」: HTTP ${r.status} ${JSON.stringify(r.json)}`);
  firstEvent.push(first);
  const events = r.frames.map((f) => f.frame as unknown as AssistantEvent);
  const answer = events
    .filter((e) => e.status === 'answer')
    .map((e) => e.content.content ?? '')
    .join('');
  const productIds = (events.find((e) => e.status === 'cards_load')?.content.product_cards ?? []).map((c) => c.id);
  return { events, answer, productIds };
}

const tally = new Map<string, { ok: number; all: number }>();
const count = (family: string, ok: boolean) => {
  const t = tally.get(family) ?? { ok: 0, all: 0 };
  t.all++;
  if (ok) t.ok++;
  tally.set(family, t);
};
const pick = <T extends { family: string }>(items: T[]) =>
  items.filter((x) => !familyArg || x.family.startsWith(familyArg) || x.family.startsWith(`conv.${familyArg}`)).slice(0, limit);

const singles = pick(generateSingles());
const conversations = pick(generateConversations());
const unsatisfiable: string[] = [];

// Singles: one user, each a new chat.
const shopper = await createTestUser(h.server.app);
let singlesOk = 0;
let singlesRun = 0;
for (const s of singles) {
  if (!satisfiedByCatalog(s.expect)) {
    unsatisfiable.push(`single 「${s.question}」`);
    continue;
  }
  singlesRun++;
  const r = await ask(shopper.token, s.question, true);
  const fails = await checkTurn(r.events, s.expect, { catalog, before: null, today, lists: [] });
  count(s.family, !fails.length);
  if (!fails.length) singlesOk++;
  else if (!quiet)
    console.log(`✗ [${s.family}] 「${s.question}」: ${fails.join('; ')}\n    ${r.answer.slice(0, 110).replace(/\n/g, ' ')}`);
}

// Conversations: a user each; lists are what the shopper saw (two or more product cards).
let turnsOk = 0;
let turns = 0;
let whole = 0;
let conversationsRun = 0;
for (const c of conversations) {
  const bad = c.turns.find(([, e]) => !satisfiedByCatalog(e));
  if (bad) {
    unsatisfiable.push(`turn 「${bad[0]}」 of 「${c.turns[0]![0]}」`);
    continue;
  }
  conversationsRun++;
  const user = await createTestUser(h.server.app);
  let lists: string[][] = [];
  let allOk = true;
  for (const [i, [question, expect]] of c.turns.entries()) {
    turns++;
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
    count(`${c.family} (turns)`, !fails.length);
    if (!fails.length) turnsOk++;
    else {
      allOk = false;
      if (!quiet)
        console.log(
          `✗ [${c.family}] turn ${i + 1} 「${question}」 of 「${c.turns[0]![0]}」: ${fails.join('; ')}\n    ${r.answer.slice(0, 110).replace(/\n/g, ' ')}`,
        );
    }
  }
  count(`${c.family} (whole)`, allOk);
  if (allOk) whole++;
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
console.log('\nper family:');
for (const [family, t] of [...tally].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${family.padEnd(40)} ${String(t.ok).padStart(4)}/${String(t.all).padEnd(4)} ${pct(t.ok, t.all)}`);
if (unsatisfiable.length) {
  console.log(`\nleft out, the seeded catalog cannot satisfy them (${unsatisfiable.length}):`);
  for (const u of unsatisfiable) console.log(`  ${u}`);
}
const sorted = firstEvent.filter((x) => x >= 0).sort((a, b) => a - b);
const p = (q: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1) : '—');
console.log(`\ngenerated — singles: ${singlesOk}/${singlesRun} (${pct(singlesOk, singlesRun)})`);
console.log(`generated — turns: ${turnsOk}/${turns} (${pct(turnsOk, turns)})`);
console.log(`generated — conversations whole: ${whole}/${conversationsRun} (${pct(whole, conversationsRun)})`);
console.log(`first event over HTTP: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms over ${sorted.length} answers`);
await h.close();
