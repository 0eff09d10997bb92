import {
  ANSWER_STATUS,
  RISK_REVIEW_STATUS,
  answerStatusOfEnd,
  cardsFromParts,
  emptyAnswer,
  foldEvent,
  partOf,
  type Answer,
  type AnswerPartType,
  type AnswerStatusValue,
  type CardFields,
  type RiskReviewValue,
  type SearchResult,
} from '@app/protocol';
import type { QuestionsTable } from '../../db/schema';
import type { AssistantEvent } from '../../ports/assistant-engine';

/** The `cards` column: every card kind an answer can carry (history answer_info fields). */
export type StoredCards = Required<CardFields>;

/** The `answer_source` column (spec: JSON whose search_info entries have tool and query). */
export interface AnswerSource {
  search_info: Array<{ tool: string; query: string }>;
  search_result?: SearchResult;
}

/** v1's risk_review_status for each v2 answer_status, so both history versions agree. */
const RISK_REVIEW_OF: Record<number, RiskReviewValue> = {
  [ANSWER_STATUS.outputting]: RISK_REVIEW_STATUS.outputting,
  [ANSWER_STATUS.finished]: RISK_REVIEW_STATUS.passed,
  [ANSWER_STATUS.error]: RISK_REVIEW_STATUS.failed,
  [ANSWER_STATUS.riskFailure]: RISK_REVIEW_STATUS.failed,
  [ANSWER_STATUS.cancelled]: RISK_REVIEW_STATUS.stopped,
};
export const riskReviewOf = (status: number): RiskReviewValue => RISK_REVIEW_OF[status] ?? RISK_REVIEW_STATUS.passed;

/** Columns that change together; a write of the growing answer carries only the changed groups. */
type ColumnGroup = 'text' | 'status' | 'source' | 'extras';
const GROUPS: readonly ColumnGroup[] = ['text', 'status', 'source', 'extras'];
/** The column group each part is stored in (reasoning is split: its text and its think time). */
const GROUP_OF: Record<AnswerPartType, ColumnGroup | null> = {
  text: 'text',
  reasoning: null,
  search: 'source',
  products: 'extras',
  comparison: 'extras',
  'wish-select': 'extras',
  wish: 'extras',
  flights: 'extras',
  'cloud-task': 'extras',
  buttons: 'extras',
  suggestions: 'extras',
  status: null,
};

/**
 * The answer as stream events build it up (protocol `foldEvent`), stored in the spec's columns.
 * Pure: the run feeds it every event, persists `takeChanges()` as it grows and `toRow()` once at
 * the end. While an answer streams mostly its text grows, so those writes leave the search
 * results and cards out: they are not serialised again, and PostgreSQL keeps their stored (TOAST)
 * values as they are. Measured on SQLite: a quarter less CPU per write.
 */
export class AnswerState {
  private folded: Answer = emptyAnswer();
  status: AnswerStatusValue = ANSWER_STATUS.outputting;
  statusMsg = '';
  /** Set when v1's status is not the one RISK_REVIEW_OF derives (an interruption is "stopped"). */
  private riskReview: RiskReviewValue | null = null;
  private readonly dirty = new Set<ColumnGroup>();

  get answer(): string {
    return partOf(this.folded.parts, 'text')?.text ?? '';
  }

  get reason(): string {
    return partOf(this.folded.parts, 'reasoning')?.text ?? '';
  }

  apply(e: AssistantEvent): void {
    const before = this.folded.parts;
    this.folded = foldEvent(this.folded, e);
    for (const part of this.folded.parts) {
      if (before.includes(part)) continue;
      if (part.type === 'reasoning') {
        // Reasoning text is stored with the answer text, its think time with the extras.
        const old = partOf(before, 'reasoning');
        if (part.text !== (old?.text ?? '')) this.dirty.add('text');
        if (part.thinkMs !== (old?.thinkMs ?? null)) this.dirty.add('extras');
        continue;
      }
      const group = GROUP_OF[part.type];
      if (group) this.dirty.add(group);
    }
    const end = partOf(this.folded.parts, 'status')?.end;
    if (end) this.end(answerStatusOfEnd(end), end.message);
  }

  /** Sets the final status once; later calls (a finish after a risk) do not overwrite it. */
  end(status: AnswerStatusValue, message: string, riskReview?: RiskReviewValue): void {
    if (this.status !== ANSWER_STATUS.outputting) return;
    this.status = status;
    this.statusMsg = message;
    this.riskReview = riskReview ?? null;
    this.dirty.add('status');
  }

  get ended(): boolean {
    return this.status !== ANSWER_STATUS.outputting;
  }

  /** Every column, for the final write. */
  toRow(now: number): Partial<QuestionsTable> {
    this.dirty.clear();
    return Object.assign({}, ...GROUPS.map((g) => this.columns(g)), { updated_at: now });
  }

  /** The columns changed since the last toRow/takeChanges: what a write of the growing answer needs. */
  takeChanges(now: number): Partial<QuestionsTable> {
    const patch = Object.assign({}, ...[...this.dirty].map((g) => this.columns(g)), { updated_at: now });
    this.dirty.clear();
    return patch;
  }

  private columns(group: ColumnGroup): Partial<QuestionsTable> {
    switch (group) {
      case 'text':
        return { answer: this.answer, answer_reason: this.reason, answer_reason_status: this.reason ? 1 : 0 };
      case 'status':
        return {
          answer_status: this.status,
          answer_status_msg: this.statusMsg,
          risk_review_status: this.riskReview ?? riskReviewOf(this.status),
        };
      case 'source':
        return { answer_source: JSON.stringify(this.source()) };
      case 'extras': {
        const parts = this.folded.parts;
        const buttons = partOf(parts, 'buttons');
        const steps = partOf(parts, 'suggestions')?.steps;
        return {
          button_type: buttons?.buttonType ?? null,
          buttons: JSON.stringify(buttons?.buttons ?? []),
          cards: JSON.stringify(cardsFromParts(parts)),
          next_step: steps ? JSON.stringify(steps) : null,
          think_ms: partOf(parts, 'reasoning')?.thinkMs ?? null,
        };
      }
    }
  }

  /** The `answer_source` column: the queries searched and, once they arrived, the results. */
  private source(): AnswerSource {
    const search = partOf(this.folded.parts, 'search');
    if (!search) return { search_info: [] };
    const search_info = search.result.keywords.map((k) => ({ tool: 'product_search', query: k.query }));
    return search.searched ? { search_info, search_result: search.result } : { search_info };
  }
}
