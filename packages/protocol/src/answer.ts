import type { CloudMobileTask, Comparison, FlightCard, ProductCard, SearchResult, WireButton, WishItem } from './cards';
import type { StreamEventFrame } from './chat';
import { CLIENT_ERROR_TEXT, inStreamErrorText, type StreamErrorKind } from './errors';
import { ANSWER_STATUS, streamEventToStatus, type ChatVersion, type MessageStatus } from './status';

/**
 * An answer as a list of typed parts (issue 20, decision 025): one union for the server's stored
 * answer, the web's message, history and shared links. The wire keeps the spec's fields; each end
 * maps them here once, with `foldEvent`.
 */

/** How an answer ended: the server stores it as answer_status, the web shows it as a notice. */
export interface AnswerEnd {
  outcome: 'finished' | 'cancelled' | 'error' | 'risk';
  /** The notice kind for an error or a risk; null when it finished or was stopped. */
  kind: StreamErrorKind | null;
  /** The server's `error_msg` as sent (stored as answer_status_msg). */
  message: string;
  /** The zh-CN sentence shown for it; empty when there is nothing to show. */
  text: string;
}

export type ProductLayout = 'list' | 'gallery';

export type AnswerPart =
  | { type: 'reasoning'; text: string; thinkMs: number | null }
  /** `searched`: the results arrived (search_result), not just the queries (search). */
  | { type: 'search'; result: SearchResult; searched: boolean }
  | { type: 'text'; text: string; answerType: string | null }
  /** `list`: product_cards; `gallery`: multi_cards, large pictures. */
  | { type: 'products'; layout: ProductLayout; cards: ProductCard[] }
  | { type: 'comparison'; comparison: Comparison }
  | { type: 'wish-select'; cards: ProductCard[] }
  | { type: 'wish'; items: WishItem[] }
  | { type: 'flights'; flights: FlightCard[] }
  | { type: 'cloud-task'; task: CloudMobileTask }
  /** `desc`: the line above the buttons; null uses the button type's own. */
  | { type: 'buttons'; buttonType: number | null; buttons: WireButton[]; desc: string | null }
  | { type: 'suggestions'; steps: string[] }
  /** Where the answer is (`phase`) and, once it is over, how it ended. */
  | { type: 'status'; phase: MessageStatus; end: AnswerEnd | null };

export type AnswerPartType = AnswerPart['type'];
export type PartOf<T extends AnswerPartType> = Extract<AnswerPart, { type: T }>;

export interface Answer {
  /** At most one part per type, except `products` (one per layout). */
  parts: readonly AnswerPart[];
}

export const emptyAnswer = (): Answer => ({ parts: [] });

const keyOf = (p: AnswerPart): string => (p.type === 'products' ? `products:${p.layout}` : p.type);

/** The first part of a type (for `products`, pass the layout to pick one). */
export function partOf<T extends AnswerPartType>(
  parts: readonly AnswerPart[],
  type: T,
  layout?: ProductLayout,
): PartOf<T> | undefined {
  const key = type === 'products' ? `products:${layout ?? 'list'}` : type;
  return parts.find((p): p is PartOf<T> => keyOf(p) === key);
}

/** The answer's text so far ('' before any). */
export const answerText = (parts: readonly AnswerPart[]): string => partOf(parts, 'text')?.text ?? '';

/** Adds or replaces a part; the other parts keep their identity (a memoised view of them stays). */
export function withPart(parts: readonly AnswerPart[], part: AnswerPart): AnswerPart[] {
  const key = keyOf(part);
  const at = parts.findIndex((p) => keyOf(p) === key);
  if (at < 0) return [...parts, part];
  const next = [...parts];
  next[at] = part;
  return next;
}

/** Removes empty card lists so "no cards" has one shape: the part is absent. */
const cardsPart = (part: AnswerPart, count: number): AnswerPart | null => (count > 0 ? part : null);

/** The parts an event's content fields carry, as the spec's wire names them (replace semantics). */
function carriedParts(frame: StreamEventFrame, previous: readonly AnswerPart[]): AnswerPart[] {
  const c = frame.content;
  const out: (AnswerPart | null)[] = [];
  if (c.search_result) out.push({ type: 'search', result: c.search_result, searched: frame.status !== 'search' });
  if (c.multi_cards) out.push(cardsPart({ type: 'products', layout: 'gallery', cards: c.multi_cards }, c.multi_cards.length));
  if (c.product_cards) out.push(cardsPart({ type: 'products', layout: 'list', cards: c.product_cards }, c.product_cards.length));
  if (c.comparison) out.push({ type: 'comparison', comparison: c.comparison });
  if (c.wish_select_cards) out.push(cardsPart({ type: 'wish-select', cards: c.wish_select_cards }, c.wish_select_cards.length));
  if (c.wish_cards) out.push(cardsPart({ type: 'wish', items: c.wish_cards }, c.wish_cards.length));
  if (c.flight_cards) out.push(cardsPart({ type: 'flights', flights: c.flight_cards }, c.flight_cards.length));
  if (c.cloud_mobile_task) out.push({ type: 'cloud-task', task: c.cloud_mobile_task });
  if (c.buttons || c.button_type !== undefined || c.button_desc) {
    const before = partOf(previous, 'buttons');
    out.push({
      type: 'buttons',
      buttons: c.buttons ?? before?.buttons ?? [],
      buttonType: c.button_type ?? before?.buttonType ?? null,
      desc: c.button_desc || before?.desc || null,
    });
  }
  if (frame.next_step !== null) {
    const steps = toSteps(frame.next_step);
    if (steps.length) out.push({ type: 'suggestions', steps });
  }
  return out.filter((p): p is AnswerPart => p !== null);
}

/** `next_step` as the spec sends it (one string or a list) → trimmed, non-empty suggestions. */
export const toSteps = (value: string | string[] | null | undefined): string[] =>
  (Array.isArray(value) ? value : value ? [value] : []).map((s) => s.trim()).filter(Boolean);

/** The wire's `error_type` → the notice kinds; others count as generation errors. */
const ERROR_KINDS: Record<string, StreamErrorKind> = {
  risk: 'risk',
  login_expired: 'login_expired',
  network: 'network',
  server: 'server',
  interrupted: 'interrupted',
  generation: 'generation',
};
export const errorKindOf = (value: string | null | undefined): StreamErrorKind | null =>
  value ? (ERROR_KINDS[value] ?? 'generation') : null;

/** How this event ends the answer, if it does. */
function endOf(frame: StreamEventFrame): AnswerEnd | null {
  const c = frame.content;
  const message = c.error_msg ?? '';
  if (c.error_code !== undefined) {
    if (c.error_code === 401) return { outcome: 'error', kind: 'login_expired', message, text: CLIENT_ERROR_TEXT.loginExpired };
    return { outcome: 'error', kind: errorKindOf(c.error_type) ?? 'generation', message, text: inStreamErrorText(c.error_msg) };
  }
  if (frame.status === 'risk')
    return { outcome: 'risk', kind: 'risk', message, text: c.error_msg || c.content || CLIENT_ERROR_TEXT.riskDefault };
  if (frame.status === 'finish' && c.answer_status === ANSWER_STATUS.cancelled)
    return { outcome: 'cancelled', kind: null, message: '', text: '' };
  if (frame.status === 'finish' || frame.status === 'empty') return { outcome: 'finished', kind: null, message: '', text: '' };
  return null;
}

const PHASE_OF_END: Record<AnswerEnd['outcome'], MessageStatus> = {
  finished: 'finish',
  cancelled: 'cancel',
  error: 'error',
  risk: 'error',
};

/**
 * Folds one stream event into an answer (DESIGN 2.4). Pure. `answer` appends `content`,
 * `plan`/`reflection` append `reasoning_content`; cards, buttons and suggestions replace what was
 * there; the first event that ends the answer (finish, empty, risk, an error code) decides how.
 */
export function foldEvent(answer: Answer, frame: StreamEventFrame, version: ChatVersion = 'v2'): Answer {
  const c = frame.content;
  let parts: AnswerPart[] = [...answer.parts];
  const reasoning = partOf(parts, 'reasoning');
  if (((frame.status === 'plan' || frame.status === 'reflection') && c.reasoning_content) || c.think_ms !== undefined) {
    const grown = frame.status === 'plan' || frame.status === 'reflection' ? (c.reasoning_content ?? '') : '';
    parts = withPart(parts, {
      type: 'reasoning',
      text: (reasoning?.text ?? '') + grown,
      thinkMs: c.think_ms !== undefined ? Math.round(c.think_ms) : (reasoning?.thinkMs ?? null),
    });
  }
  if ((frame.status === 'answer' && c.content) || c.answer_type) {
    const text = partOf(parts, 'text');
    parts = withPart(parts, {
      type: 'text',
      text: (text?.text ?? '') + (frame.status === 'answer' ? (c.content ?? '') : ''),
      answerType: c.answer_type ?? text?.answerType ?? null,
    });
  }
  for (const part of carriedParts(frame, parts)) parts = withPart(parts, part);

  const status = partOf(parts, 'status');
  if (!status?.end) {
    const end = endOf(frame);
    parts = withPart(parts, {
      type: 'status',
      phase: end ? PHASE_OF_END[end.outcome] : streamEventToStatus(frame.status, version),
      end,
    });
  }
  return { parts };
}

/** Folds a whole stream. */
export const foldEvents = (
  frames: Iterable<StreamEventFrame>,
  version: ChatVersion = 'v2',
  from: Answer = emptyAnswer(),
): Answer => {
  let answer = from;
  for (const f of frames) answer = foldEvent(answer, f, version);
  return answer;
};

/** The stored answer_status of an end (outputting while there is none). */
export const answerStatusOfEnd = (end: AnswerEnd | null): (typeof ANSWER_STATUS)[keyof typeof ANSWER_STATUS] => {
  if (!end) return ANSWER_STATUS.outputting;
  const byOutcome = {
    finished: ANSWER_STATUS.finished,
    cancelled: ANSWER_STATUS.cancelled,
    error: ANSWER_STATUS.error,
    risk: ANSWER_STATUS.riskFailure,
  };
  return byOutcome[end.outcome];
};
