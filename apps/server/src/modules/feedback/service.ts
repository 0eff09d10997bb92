import type { FeedbackBody, FeedbackResult, LabelGroup, QuestionAssessBody, QuestionAssessResult } from '@app/protocol';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { newId } from '../../shared/token';
import { feedbackRepository, type LabelRow } from './repository';

const QUESTION_NOT_FOUND = '问题不存在';
/** Label ids are PostgreSQL `integer`s; a larger number cannot name a label (and would fail the query). */
const MAX_LABEL_ID = 2_147_483_647;

export type LabelIdsParse = { ok: true; ids: number[] } | { ok: false; unknown: string };

/**
 * Label ids as sent (numbers or numeric strings) → distinct integer ids, in order. The first
 * value that cannot be a label id is returned so the answer can name it.
 */
export function parseLabelIds(raw: ReadonlyArray<number | string>): LabelIdsParse {
  const ids: number[] = [];
  for (const value of raw) {
    const n = typeof value === 'number' ? value : /^\d+$/.test(value.trim()) ? Number(value) : NaN;
    if (!Number.isSafeInteger(n) || n < 1 || n > MAX_LABEL_ID) return { ok: false, unknown: String(value) };
    if (!ids.includes(n)) ids.push(n);
  }
  return { ok: true, ids };
}

/** Label rows (already ordered) → the grouped shape of `get_label_list`. */
export function groupLabels(rows: readonly LabelRow[]): LabelGroup[] {
  const groups = new Map<number, LabelGroup>();
  for (const row of rows) {
    let group = groups.get(row.group_id);
    if (!group) {
      group = { group_name: row.group_name, children: [] };
      groups.set(row.group_id, group);
    }
    group.children.push({ name: row.name, id: Number(row.id) });
  }
  return [...groups.values()];
}

export function createFeedbackService(ctx: AppContext) {
  const repo = feedbackRepository(ctx.db);
  const unknownLabel = (id: string) => new AppError('bad_request', `反馈标签不存在：${id}`);

  return {
    async assess(userId: string, body: QuestionAssessBody): Promise<QuestionAssessResult> {
      const found = await repo.setAssess(userId, body.question_id, body.assess);
      if (!found) throw new AppError('not_found', QUESTION_NOT_FOUND);
      return { question_id: body.question_id, assess: body.assess };
    },

    async labelGroups(): Promise<LabelGroup[]> {
      return groupLabels(await repo.listLabels());
    },

    async submit(userId: string, body: FeedbackBody): Promise<FeedbackResult> {
      const question = await repo.findOwnQuestion(userId, body.question_id);
      if (!question) throw new AppError('not_found', QUESTION_NOT_FOUND);

      const parsed = parseLabelIds(body.label_ids ?? []);
      if (!parsed.ok) throw unknownLabel(parsed.unknown);
      const existing = await repo.existingLabelIds(parsed.ids);
      const missing = parsed.ids.find((id) => !existing.has(id));
      if (missing !== undefined) throw unknownLabel(String(missing));

      const created = { id: newId('fb_'), created_at: ctx.now() };
      await repo.insertFeedback({
        ...created,
        user_id: userId,
        question_id: question.id,
        // The question's own session is the truth; the client's is only a fallback for v2 answers without one.
        session_id: question.session_id ?? (body.session_id || null),
        content: body.content ?? '',
        label_ids: parsed.ids,
      });
      return created;
    },
  };
}
