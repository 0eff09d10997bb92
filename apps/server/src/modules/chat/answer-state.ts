import {
  ANSWER_STATUS,
  RISK_REVIEW_STATUS,
  type AnswerStatusValue,
  type ProductCard,
  type SearchResult,
  type WireButton,
} from '@app/protocol';
import type { QuestionsTable } from '../../db/schema';
import type { AssistantEvent } from '../../assistant/engine';

/** The `cards` column: every card kind an answer can carry (history answer_info fields). */
export interface StoredCards {
  product_cards: ProductCard[];
  multi_cards: ProductCard[];
  wish_select_cards: ProductCard[];
  flight_cards: unknown[];
  wish_list: unknown[];
  cloud_mobile_task: unknown | null;
}

/** The `answer_source` column (spec: JSON whose search_info entries have tool and query). */
export interface AnswerSource {
  search_info: Array<{ tool: string; query: string }>;
  search_result?: SearchResult;
}

/** v1's risk_review_status for each v2 answer_status, so both history versions agree. */
const RISK_REVIEW_OF: Record<number, number> = {
  [ANSWER_STATUS.outputting]: RISK_REVIEW_STATUS.outputting,
  [ANSWER_STATUS.finished]: RISK_REVIEW_STATUS.passed,
  [ANSWER_STATUS.error]: RISK_REVIEW_STATUS.failed,
  [ANSWER_STATUS.riskFailure]: RISK_REVIEW_STATUS.failed,
  [ANSWER_STATUS.cancelled]: RISK_REVIEW_STATUS.stopped,
};

/**
 * The answer as stream events build it up, in the shape it is stored. Pure: the run feeds it
 * every event and persists `toRow()` as it grows and once at the end.
 */
export class AnswerState {
  answer = '';
  reason = '';
  status: AnswerStatusValue = ANSWER_STATUS.outputting;
  statusMsg = '';
  thinkMs: number | null = null;
  nextStep: string[] | null = null;
  buttonType: number | null = null;
  buttons: WireButton[] = [];
  source: AnswerSource = { search_info: [] };
  cards: StoredCards = {
    product_cards: [],
    multi_cards: [],
    wish_select_cards: [],
    flight_cards: [],
    wish_list: [],
    cloud_mobile_task: null,
  };

  apply(e: AssistantEvent): void {
    const c = e.content;
    if (e.status === 'plan' || e.status === 'reflection') this.reason += c.reasoning_content ?? '';
    if (e.status === 'answer') this.answer += c.content ?? '';
    if (c.think_ms !== undefined) this.thinkMs = Math.round(c.think_ms);
    if (e.status === 'search' && c.search_result) {
      this.source.search_info = c.search_result.keywords.map((k) => ({ tool: 'product_search', query: k.query }));
    }
    if (e.status === 'search_result' && c.search_result) this.source.search_result = c.search_result;
    if (c.product_cards) this.cards.product_cards = c.product_cards;
    if (c.multi_cards) this.cards.multi_cards = c.multi_cards;
    if (c.wish_select_cards) this.cards.wish_select_cards = c.wish_select_cards;
    if (c.flight_cards) this.cards.flight_cards = c.flight_cards;
    if (c.wish_cards) this.cards.wish_list = c.wish_cards;
    if (c.cloud_mobile_task) this.cards.cloud_mobile_task = c.cloud_mobile_task;
    if (c.buttons) this.buttons = c.buttons;
    if (c.button_type !== undefined) this.buttonType = c.button_type;
    if (e.next_step !== null) this.nextStep = Array.isArray(e.next_step) ? e.next_step : [e.next_step];
    if (e.status === 'risk') this.end(ANSWER_STATUS.riskFailure, c.error_msg ?? '');
    else if (c.error_code !== undefined) this.end(ANSWER_STATUS.error, c.error_msg ?? '');
    else if (e.status === 'finish' || e.status === 'empty') this.end(ANSWER_STATUS.finished, '');
  }

  /** Sets the final status once; later calls (a finish after a risk) do not overwrite it. */
  end(status: AnswerStatusValue, message: string): void {
    if (this.status !== ANSWER_STATUS.outputting) return;
    this.status = status;
    this.statusMsg = message;
  }

  get ended(): boolean {
    return this.status !== ANSWER_STATUS.outputting;
  }

  toRow(now: number): Partial<QuestionsTable> {
    return {
      answer: this.answer,
      answer_reason: this.reason,
      answer_reason_status: this.reason ? 1 : 0,
      answer_status: this.status,
      answer_status_msg: this.statusMsg,
      risk_review_status: RISK_REVIEW_OF[this.status] ?? RISK_REVIEW_STATUS.passed,
      answer_source: JSON.stringify(this.source),
      button_type: this.buttonType,
      buttons: JSON.stringify(this.buttons),
      cards: JSON.stringify(this.cards),
      next_step: this.nextStep ? JSON.stringify(this.nextStep) : null,
      think_ms: this.thinkMs,
      updated_at: now,
    };
  }
}
