import { afterEach, describe, expect, it } from 'vitest';
import { decryptStringFields } from '@app/protocol/crypto-fields';
import { hostUserAgent } from '@app/protocol/host-ua';
import { refreshEnvFlags } from './env';
import { encryptBodyForHost } from './http';
import { secretKeyStorage } from './storage';

const setUa = (ua: string) => {
  Object.defineProperty(navigator, 'userAgent', { value: ua, configurable: true });
  refreshEnvFlags();
};

describe('encryptBodyForHost (DESIGN 2.3)', () => {
  afterEach(() => {
    localStorage.clear();
    setUa('Mozilla/5.0 jsdom');
  });

  it('seals string fields with the host secret inside the app', async () => {
    setUa(hostUserAgent('Mozilla/5.0 (Linux; Android 14)', 'main', '2.2.0'));
    secretKeyStorage.set('host-secret');
    const sealed = await encryptBodyForHost({ question: '耳机', glm_power: 1 });
    expect(sealed.question).toMatch(/^enc:v1:/);
    expect((await decryptStringFields(sealed, 'host-secret')).body).toEqual({ question: '耳机', glm_power: 1 });
  });

  it('leaves the body alone in a browser or without a secret', async () => {
    secretKeyStorage.set('s');
    expect(await encryptBodyForHost({ question: '耳机' })).toEqual({ question: '耳机' });
    setUa(hostUserAgent('Mozilla/5.0 (iPhone)', 'main', '2.2.0'));
    secretKeyStorage.remove();
    expect(await encryptBodyForHost({ question: '耳机' })).toEqual({ question: '耳机' });
  });
});
