import { ANALYTICS } from '@app/protocol/analytics';
import { BRAND } from '@app/protocol/constants';

/** The tracking event record of spec section 3. */
export interface TrackRecord {
  event: string;
  timestamp: number;
  page: string;
  type: string;
  elTag: string;
  id: string;
  classes: string;
  href: string;
  text: string;
  payload: Record<string, unknown>;
}

/** The default click event name carries the brand abbreviation. */
export const DEFAULT_CLICK_EVENT = `${BRAND.abbr}_click`;
export const DEFAULT_RECORD_TYPE = 'sdk_analytics';

/** Element text, whitespace collapsed, cut to 100 characters (spec section 5). */
export const trackText = (text: string | null | undefined): string =>
  Array.from((text ?? '').replace(/\s+/g, ' ').trim())
    .slice(0, ANALYTICS.trackTextLength)
    .join('');

/** The record for a click on `el`. */
export function buildRecord(
  el: Element | null,
  input: { event?: string; payload?: Record<string, unknown>; page: string; now: number },
): TrackRecord {
  return {
    event: input.event ?? DEFAULT_CLICK_EVENT,
    timestamp: input.now,
    page: input.page,
    type: DEFAULT_RECORD_TYPE,
    elTag: el?.tagName.toLowerCase() ?? '',
    id: el?.id ?? '',
    classes: typeof el?.className === 'string' ? el.className : '',
    href: el?.getAttribute('href') ?? '',
    text: trackText(el?.textContent),
    payload: input.payload ?? {},
  };
}

/** A record as analytics properties: payload keys first, the record's own fields win. */
export function recordProperties(r: TrackRecord): Record<string, unknown> {
  // `id` is a reserved analytics name, so the element id travels as el_id.
  const { event: _event, payload, id, ...rest } = r;
  return { ...payload, ...rest, el_id: id };
}
