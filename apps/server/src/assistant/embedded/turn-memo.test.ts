import { describe, expect, it } from 'vitest';
import type { CatalogProduct } from '#server/modules/catalog/service';
import { emptyNeed, emptyState, type ConversationState } from '#server/ports/conversation-state';
import { catalogVocabulary } from '#server/testing/catalog-vocabulary';
import { parseConstraints } from './language/constraints';
import { readTurn, type TurnContext } from './language/read-turn';
import { parseConstraintsOnce, readTurnOnce } from './turn-memo';

const product = (id: string, price: number, brand = 'x') =>
  Object.freeze({ id, price, brand, rating: 4.5, sales: 100 }) as unknown as CatalogProduct;
const latest = [product('h1', 1499, '索尼'), product('h2', 619), product('h3', 1199)];
const NOW = Date.parse('2026-05-22T04:00:00Z');

function conversation(): ConversationState {
  return {
    ...emptyState(),
    topic: 'shopping',
    need: { ...emptyNeed(), categoryIds: ['anc-headphones'], budget: { max: 2000, label: '2000元以内' }, brands: ['索尼'] },
    shown: latest.map((p) => p.id),
  };
}

const context = (state: ConversationState, extra: Partial<TurnContext> = {}): TurnContext => ({
  vocabulary: catalogVocabulary,
  state,
  lists: { latest: state.shown.length ? latest : [], earlier: [], focus: null },
  hasImage: false,
  hasVoice: false,
  hasProduct: false,
  now: NOW,
  ...extra,
});

describe('readTurnOnce: one reading per distinct turn', () => {
  it.each([
    ['推荐一款2000元以内的降噪耳机', emptyState],
    ['你好', emptyState],
    ['再便宜点', conversation],
    ['第二款怎么样', conversation],
    ['不要苹果', conversation],
  ])('%j reads as readTurn does, once, and the kept reading cannot be changed', (text, state) => {
    const first = readTurnOnce(text, context(state()));
    expect(first).toEqual(readTurn(text, context(state())));
    expect(readTurnOnce(text, context(state()))).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => {
      (first as { brands: string[] }).brands.push('x');
    }).toThrow(TypeError);
  });

  it('reads again when anything the reading depends on differs', () => {
    const base = readTurnOnce('再便宜点', context(conversation()));
    const changed: Array<[string, TurnContext]> = [
      ['the state', context({ ...conversation(), need: { ...emptyNeed(), categoryIds: ['laptops'] } })],
      ['an image came with it', context(conversation(), { hasImage: true })],
      ['a voice came with it', context(conversation(), { hasVoice: true })],
      ['a product card came with it', context(conversation(), { hasProduct: true })],
      ['another minute', context(conversation(), { now: NOW + 60_000 })],
      // The catalog read again: the same ids, new product objects (a price may have changed).
      [
        'the lists re-read',
        context(conversation(), { lists: { latest: latest.map((p) => ({ ...p })), earlier: [], focus: null } }),
      ],
    ];
    for (const [what, ctx] of changed) expect(readTurnOnce('再便宜点', ctx), what).not.toBe(base);
    expect(readTurnOnce('再便宜点', context(conversation(), { now: NOW + 59_000 }))).toBe(base);
  });

  it('keeps no reference into the state it was read against', () => {
    const state = conversation();
    const turn = readTurnOnce('只看索尼', context(state));
    state.need!.brands.push('华为');
    state.need!.budget = null;
    expect(readTurnOnce('只看索尼', context(conversation()))).toBe(turn);
    expect(Object.isFrozen(state.need)).toBe(false);
  });

  it('leaves the vocabulary’s categories unfrozen', () => {
    const turn = readTurnOnce('学生党用的轻薄本', context(emptyState()));
    expect(turn.categories.length).toBeGreaterThan(0);
    for (const c of turn.categories) expect(Object.isFrozen(c)).toBe(false);
  });
});

describe('parseConstraintsOnce: a question’s constraints read once', () => {
  it.each([
    ['推荐一款2000元以内的降噪耳机', null],
    ['学生党用的轻薄本', null],
    ['再便宜点', conversation().need],
  ])('%j reads as parseConstraints does; each caller may change its own copy', (question, previous) => {
    const first = parseConstraintsOnce(question, catalogVocabulary, { previous });
    expect(first).toEqual(parseConstraints(question, catalogVocabulary, { previous }));
    Object.assign(first, { budget: { max: 1, label: 'x' }, inherited: !first.inherited });
    const second = parseConstraintsOnce(question, catalogVocabulary, { previous });
    expect(second).toEqual(parseConstraints(question, catalogVocabulary, { previous }));
    expect(second).not.toBe(first);
    expect(Object.isFrozen(second.keywords)).toBe(true);
  });

  it('reads again for another earlier need or target price', () => {
    const question = '再来几款';
    const a = parseConstraintsOnce(question, catalogVocabulary, { previous: conversation().need });
    const b = parseConstraintsOnce(question, catalogVocabulary, { previous: { ...emptyNeed(), categoryIds: ['laptops'] } });
    const c = parseConstraintsOnce(question, catalogVocabulary, { previous: conversation().need, targetPrice: 999 });
    expect(a.categories.map((x) => x.id)).toEqual(['anc-headphones']);
    expect(b.categories.map((x) => x.id)).toEqual(['laptops']);
    expect(c.budget?.max).toBe(2000);
    expect(parseConstraintsOnce(question, catalogVocabulary, {}).categories).toEqual([]);
  });
});
