import type { VirtualItem } from '@tanstack/react-virtual';

/**
 * Where a list was read, by history entry (issue 21 item 2): leaving the chat for an item page
 * and coming Back returns to the same spot instead of the end. Its rows' measured sizes go with
 * it, so the offset means the same place again; kept only for the same messages.
 */
export interface ReadingPlace {
  /** The first message in view, and how far its top was above the list's top. */
  anchorKey: string;
  delta: number;
  /** How many messages the list had: a place in another list of messages is not returned to. */
  count: number;
  /** The rows measured then (plain data: the virtualizer's own cache is a view over its buffer). */
  measurements: VirtualItem[];
}

const readingPlaces = new Map<string, ReadingPlace>();
/** History entries remembered; the oldest is forgotten first. */
const MAX_PLACES = 20;

/** Remembers (or, with null, forgets) where the list of history entry `key` was read. */
export function rememberPlace(key: string, place: ReadingPlace | null): void {
  readingPlaces.delete(key);
  if (!place) return;
  readingPlaces.set(key, place);
  if (readingPlaces.size > MAX_PLACES) readingPlaces.delete(readingPlaces.keys().next().value!);
}

/** The place history entry `key` was read at, if its list still has `count` messages. */
export function recallPlace(key: string, count: number): ReadingPlace | null {
  const place = readingPlaces.get(key);
  return place && place.count === count ? place : null;
}

/**
 * The message at the top of a list scrolled to `offset` (the first row not wholly above it) and
 * how far its top is from the list's top; null for an empty list.
 */
export function anchorAt(rows: readonly VirtualItem[], offset: number): { anchorKey: string; delta: number } | null {
  const top = rows.find((row) => row.end > offset) ?? rows[rows.length - 1];
  return top ? { anchorKey: String(top.key), delta: top.start - offset } : null;
}

/** The scroll offset that puts a row starting at `start` back `delta` from the list's top. */
export const offsetFor = (start: number, delta: number): number => Math.max(0, start - delta);
