import type { Config } from '../../config';
import { ConsoleSmsProvider } from './console-provider';
import { smsOutboxPath, type SmsProvider } from './sms-provider';
import { WebhookSmsProvider } from './webhook-provider';

/** Picks the provider named by `SMS_PROVIDER` (DESIGN 1: console by default, webhook in production). */
export function createSmsProvider(config: Config, now: () => number): SmsProvider {
  if (config.sms.provider === 'webhook') {
    // parseConfig already refuses webhook without a URL; this keeps the type honest.
    if (!config.sms.webhookUrl) throw new Error('SMS_WEBHOOK_URL is required for SMS_PROVIDER=webhook');
    return new WebhookSmsProvider(config.sms.webhookUrl);
  }
  // Test runs read the outbox file; printing every code would only bury the test report.
  const print = config.env === 'test' ? () => {} : (line: string) => void process.stdout.write(`${line}\n`);
  return new ConsoleSmsProvider(smsOutboxPath(config.dataDir), print, now);
}
