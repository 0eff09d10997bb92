/** Why a typed target price cannot be used; each has one message (screens `item.targetError.*`). */
export type TargetPriceError = 'notNumber' | 'notPositive' | 'notBelow';

export type TargetPriceCheck = { ok: true; value: number | null } | { ok: false; error: TargetPriceError };

/** A price with at most two decimals, optionally led by ¥ (full- or half-width digits are not mixed in). */
const PRICE = /^[¥￥]?\s*(\d+(?:\.\d{1,2})?|\.\d{1,2})$/;

/**
 * The target price typed on the item page: empty means none; otherwise a positive number below
 * the current price (a target at or above it would be "reached" at once on /wish).
 */
export function checkTargetPrice(text: string, currentPrice: number): TargetPriceCheck {
  const typed = text.trim();
  if (typed === '') return { ok: true, value: null };
  const match = PRICE.exec(typed);
  if (!match) return { ok: false, error: typed.startsWith('-') ? 'notPositive' : 'notNumber' };
  const value = Number(match[1]);
  if (!(value > 0)) return { ok: false, error: 'notPositive' };
  if (value >= currentPrice) return { ok: false, error: 'notBelow' };
  return { ok: true, value };
}
