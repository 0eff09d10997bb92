import type { Config } from '../../config';
import { createHttpProvider } from './http-provider';
import type { CloudPhoneProvider } from './provider';
import { createSimulatorProvider } from './simulator';

/** CLOUD_PHONE_PROVIDER: the simulator by default, the HTTP service with CLOUD_PHONE_URL. */
export function createCloudPhoneProvider(config: Pick<Config, 'cloudPhone'>, opts: { stepMs?: number } = {}): CloudPhoneProvider {
  if (config.cloudPhone.provider === 'http' && config.cloudPhone.url) return createHttpProvider(config.cloudPhone.url);
  return createSimulatorProvider(opts);
}
