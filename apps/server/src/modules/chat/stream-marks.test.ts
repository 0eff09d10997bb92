import { describe, expect, it } from 'vitest';
import { decodeStreamMarks, StreamMarks } from './stream-marks';

describe('stream marks', () => {
  it('round-trips the lengths of every event', () => {
    const marks = new StreamMarks();
    const lengths = [
      [0, 5],
      [0, 12],
      [40, 12],
      [1_000_000, 12],
    ] as const;
    for (const [a, r] of lengths) marks.add(a, r);
    expect(decodeStreamMarks(marks.encode())).toEqual(lengths.map(([answer, reason]) => ({ answer, reason })));
  });

  it.each([
    ['', null],
    [null, null],
    [undefined, null],
    ['1.2,x', null],
    ['1.2,,3.4', null],
    ['-1.2', null],
    ['0.0', [{ answer: 0, reason: 0 }]],
    ['a.z', [{ answer: 10, reason: 35 }]],
  ])('decodes %j as %j (anything unreadable is no marks at all)', (stored, expected) => {
    expect(decodeStreamMarks(stored)).toEqual(expected);
  });
});
