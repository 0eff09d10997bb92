import type { FlightCard, ProductCard, SearchLink, SearchResult, StreamContent, WishItem } from '@app/protocol';
import type { ToolMaterial, ToolQuery } from '../tools/types';

const MAX_PRODUCTS = 20;
const MAX_CARDS = 10;

/** Insert or replace by key, keeping first-seen order: a later call may add a reason to a card. */
function upsert<T>(map: Map<string, T>, items: T[] | undefined, key: (t: T) => string): void {
  for (const item of items ?? []) map.set(key(item), item);
}

/**
 * Everything the tool calls of one answer found. The client replaces search_result and each card
 * list with what an event carries, so every event carries the whole so far, not just the latest
 * call; a second search then adds to the first instead of wiping it.
 */
export class AnswerMaterial {
  private readonly queries: ToolQuery[] = [];
  private readonly links = new Map<string, SearchLink>();
  private readonly products = new Map<string, ProductCard>();
  private readonly productCards = new Map<string, ProductCard>();
  private readonly flightCards = new Map<string, FlightCard>();
  private readonly wishCards = new Map<string, WishItem>();
  /** Names of the tools that ran, for the follow-up suggestions. */
  readonly toolsUsed = new Set<string>();

  addQuery(tool: string, q: ToolQuery): void {
    this.toolsUsed.add(tool);
    this.queries.push(q);
  }

  /** True when the call produced cards (and so a `cards_load` event is due). */
  add(m: ToolMaterial): boolean {
    upsert(this.links, m.links, (l) => l.url);
    upsert(this.products, m.products, (p) => p.id);
    upsert(this.productCards, m.productCards, (p) => p.id);
    upsert(this.flightCards, m.flightCards, (f) => f.id);
    upsert(this.wishCards, m.wishCards, (w) => w.product.id);
    return Boolean(m.productCards?.length || m.flightCards?.length || m.wishCards?.length);
  }

  searchResult(): SearchResult {
    return {
      keywords: this.queries.map((q) => ({ query: q.query, keywords: q.keywords })),
      links: [...this.links.values()],
      products: [...this.products.values()].slice(0, MAX_PRODUCTS),
    };
  }

  /** The newest cards win when there are too many: they answer the latest step of the question. */
  cards(): Pick<StreamContent, 'product_cards' | 'flight_cards' | 'wish_cards'> {
    const last = <T>(m: Map<string, T>) => [...m.values()].slice(-MAX_CARDS);
    return {
      ...(this.productCards.size ? { product_cards: last(this.productCards) } : {}),
      ...(this.flightCards.size ? { flight_cards: last(this.flightCards) } : {}),
      ...(this.wishCards.size ? { wish_cards: [...this.wishCards.values()] } : {}),
    };
  }

  get productList(): ProductCard[] {
    return [...this.productCards.values()];
  }

  get flightList(): FlightCard[] {
    return [...this.flightCards.values()];
  }
}
