import { describe, expect, it } from 'vitest';
import type { Logger } from 'pino';
import { OutageLog } from './outage-log';

/** A logger that keeps its lines. */
function recording() {
  const lines: Array<{ level: string; msg: string; fields: Record<string, unknown> }> = [];
  const at = (level: string) => (fields: Record<string, unknown>, msg: string) => lines.push({ level, msg, fields });
  return { lines, log: { error: at('error'), warn: at('warn') } as unknown as Logger };
}

describe('OutageLog', () => {
  it('logs an outage once however many commands fail, and once when it ends, with the count', () => {
    const { lines, log } = recording();
    const outage = new OutageLog(log, 'redis (key-value store)');
    for (let i = 0; i < 40; i++) outage.failed(new Error('Command timed out'));
    outage.recovered();
    outage.recovered();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'redis (key-value store) unreachable; failures are counted until it recovers'],
      ['warn', 'redis (key-value store) reachable again'],
    ]);
    expect(lines[1]!.fields.failures).toBe(40);
  });

  it('a second outage is logged again', () => {
    const { lines, log } = recording();
    const outage = new OutageLog(log, 'postgresql');
    outage.failed(new Error('a'));
    outage.recovered();
    outage.failed(new Error('b'));
    expect(lines.filter((l) => l.level === 'error')).toHaveLength(2);
    expect(outage.isDown).toBe(true);
  });
});
