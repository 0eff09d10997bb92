/**
 * How much answer and reasoning text a client had after each streamed event (issue 13): stored
 * with the answer when it ends, so a late `Last-Event-ID` is served from the database exactly
 * (stored-replay.ts) without keeping every event in memory. One `answer.reason` pair in base 36
 * per event, in order: a 200-event answer takes about a kilobyte.
 */
export interface StreamMark {
  answer: number;
  reason: number;
}

export class StreamMarks {
  private readonly parts: string[] = [];

  add(answer: number, reason: number): void {
    this.parts.push(`${answer.toString(36)}.${reason.toString(36)}`);
  }

  /** Keeps the first `length` marks (frames that were never sent are forgotten). */
  truncate(length: number): void {
    this.parts.length = Math.min(this.parts.length, length);
  }

  get length(): number {
    return this.parts.length;
  }

  encode(): string {
    return this.parts.join(',');
  }
}

/** The marks of a stored answer; null when absent or unreadable (answers stored before them). */
export function decodeStreamMarks(stored: string | null | undefined): StreamMark[] | null {
  if (!stored) return null;
  const out: StreamMark[] = [];
  for (const part of stored.split(',')) {
    const m = /^([0-9a-z]{1,8})\.([0-9a-z]{1,8})$/.exec(part);
    if (!m) return null;
    out.push({ answer: parseInt(m[1]!, 36), reason: parseInt(m[2]!, 36) });
  }
  return out;
}
