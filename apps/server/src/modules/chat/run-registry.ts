import type { ChatVersion } from '@app/protocol';
import type { ChatRun } from './chat-run';

const clientKey = (userId: string, clientId: string) => `${userId}\u0000${clientId}`;

/**
 * The answers this process is generating, by server question id and by the client's
 * `q_local_…` id. A run leaves as soon as it ends (its final state is stored by then): a late
 * resume is served from Redis or the stored answer, so finished answers cost no memory here.
 */
export class RunRegistry {
  private readonly byId = new Map<string, ChatRun>();
  private readonly byClient = new Map<string, string>();

  add(run: ChatRun): void {
    this.byId.set(run.questionId, run);
    if (run.clientQuestionId) this.byClient.set(clientKey(run.userId, run.clientQuestionId), run.questionId);
    void run.finished.then(() => this.remove(run));
  }

  /**
   * The user's run with this server or client question id; another user's run is invisible, and
   * so is a run of the other chat version when `version` is given (its frames have another shape).
   */
  find(userId: string, questionId: string, version?: ChatVersion): ChatRun | undefined {
    const run = this.byId.get(questionId) ?? this.byId.get(this.byClient.get(clientKey(userId, questionId)) ?? '');
    return run && run.userId === userId && (!version || run.version === version) ? run : undefined;
  }

  live(): ChatRun[] {
    return [...this.byId.values()].filter((r) => !r.isEnded);
  }

  get size(): number {
    return this.byId.size;
  }

  private remove(run: ChatRun): void {
    this.byId.delete(run.questionId);
    if (run.clientQuestionId) this.byClient.delete(clientKey(run.userId, run.clientQuestionId));
  }
}
