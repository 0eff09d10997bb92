import fs from 'node:fs/promises';
import path from 'node:path';
import { CODE_VALID_MINUTES, type SmsProvider } from './sms-provider';

/**
 * The embedded default: no gateway, the code is printed for the developer and appended as one
 * JSON line `{"phone","code","sent_at"}` to the outbox file that browser tests read.
 * It writes to stdout directly, never through pino, so codes stay out of the structured log.
 */
export class ConsoleSmsProvider implements SmsProvider {
  readonly name = 'console';

  constructor(
    private readonly outboxPath: string,
    private readonly print: (line: string) => void,
    private readonly now: () => number = Date.now,
  ) {}

  async send(phone: string, code: string): Promise<void> {
    await fs.mkdir(path.dirname(this.outboxPath), { recursive: true });
    const entry = { phone, code, sent_at: new Date(this.now()).toISOString() };
    await fs.appendFile(this.outboxPath, `${JSON.stringify(entry)}\n`, 'utf8');
    this.print(`[短信] ${phone} 的验证码: ${code}（${CODE_VALID_MINUTES} 分钟内有效）`);
  }
}
