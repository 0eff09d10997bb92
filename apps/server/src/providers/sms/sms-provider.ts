import path from 'node:path';

/** Delivers a login code to a phone. Implementations throw `SmsSendError` when delivery fails. */
export interface SmsProvider {
  readonly name: 'console' | 'webhook';
  send(phone: string, code: string): Promise<void>;
}

/** A delivery failure. Its message is logged, so it must never contain the code. */
export class SmsSendError extends Error {
  override readonly name = 'SmsSendError';
}

/** The outbox the console provider appends to; browser tests read codes from it. */
export const smsOutboxPath = (dataDir: string): string => path.join(dataDir, 'sms-outbox.log');

/** How long a login code stays valid; the texts sent to users promise this figure. */
export const CODE_VALID_MINUTES = 5;
