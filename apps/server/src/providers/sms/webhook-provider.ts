import { SmsSendError, type SmsProvider } from './sms-provider';

/**
 * Production delivery: POSTs `{phone, code, template: 'login'}` as JSON to the operator's SMS
 * gateway. Any network error, timeout or non-2xx answer is a `SmsSendError`.
 */
export class WebhookSmsProvider implements SmsProvider {
  readonly name = 'webhook';

  constructor(
    private readonly url: string,
    private readonly timeoutMs = 5_000,
  ) {}

  async send(phone: string, code: string): Promise<void> {
    let res: Response;
    try {
      res = await fetch(this.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ phone, code, template: 'login' }),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (err) {
      const reason = (err as Error).name === 'TimeoutError' ? `no answer within ${this.timeoutMs} ms` : (err as Error).message;
      throw new SmsSendError(`SMS webhook failed: ${reason}`);
    }
    // The gateway's body is not needed; reading it frees the connection.
    await res.arrayBuffer().catch(() => undefined);
    if (!res.ok) throw new SmsSendError(`SMS webhook answered HTTP ${res.status}`);
  }
}
