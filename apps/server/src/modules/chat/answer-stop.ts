import { ANSWER_STATUS, CLIENT_ERROR_TEXT, type StopResult } from '@app/protocol';
import { AppError } from '../../http/app-error';
import { notFound, storedFor, type ChatCore } from './chat-core';

/** How long a stop waits for the owning instance to store the stopped answer. */
export const REMOTE_STOP_WAIT_MS = 5000;

/** Stopping an answer wherever it is generated. */
export function answerStopper(core: ChatCore) {
  const { ctx, repo, registry } = core;

  /**
   * Waits until the answer is no longer outputting (its owner stored it); false on timeout or
   * when the owner's lease ends first.
   * Stops are rare and short, so the stored row is simply read again every 50 ms.
   */
  async function settled(userId: string, id: string, owner: string, timeoutMs: number): Promise<boolean> {
    const until = Date.now() + timeoutMs;
    for (let i = 1; Date.now() < until; i++) {
      const row = await repo.findForUser(userId, id);
      if (!row || row.answer_status !== ANSWER_STATUS.outputting) return true;
      // An owner that died meanwhile will never answer: stop waiting for it.
      if (i % 10 === 0 && !(await ctx.instance.isAlive(owner))) return false;
      await new Promise((r) => setTimeout(r, 50));
    }
    return false;
  }

  /**
   * Stops an answer that is still being generated and stores what it had as cancelled, on any
   * instance: here directly; on a live peer by a command to it (it aborts the engine and the
   * upstream request, stores the partial answer and ends every stream of it); when the owner is
   * gone, by storing it as cancelled here.
   */
  return async function stop(userId: string, questionId: string): Promise<StopResult> {
    const run = registry.find(userId, questionId);
    if (run && !run.isEnded) {
      run.stop('cancelled');
      await run.finished;
    }
    const found = run ? await repo.findForUser(userId, run.questionId) : await storedFor(core, userId, questionId, undefined);
    if (!found) throw notFound();
    const id = found.id;
    if (found.answer_status === ANSWER_STATUS.outputting) {
      const owner = found.owner_id;
      if (owner && owner !== ctx.instance.id && (await ctx.instance.isAlive(owner))) {
        await ctx.bus.send(owner, 'stop_answer', { question_id: id, user_id: userId });
        await settled(userId, id, owner, REMOTE_STOP_WAIT_MS);
      }
      // The owner is gone (or did not answer in time): the stop still ends as a cancelled answer,
      // also when a sweep has just marked it interrupted for its dead owner.
      await repo.cancelIfOutputting(id, CLIENT_ERROR_TEXT.stopped, ctx.now(), CLIENT_ERROR_TEXT.streamInterrupted);
    }
    const row = await repo.findForUser(userId, id);
    if (!row) throw notFound();
    if (row.answer_status !== ANSWER_STATUS.cancelled) throw new AppError('conflict', '回答已经结束，无需停止');
    return { question_id: id, answer_status: row.answer_status };
  };
}
