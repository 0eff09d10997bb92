import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyValueStore } from '../../infra/kv';
import { captchaAnswerKey, captchaStore } from './captcha-store';

describe('captcha store', () => {
  let t = 1_000_000;
  const kv = new MemoryKeyValueStore(() => t);
  const store = captchaStore(kv);
  afterEach(() => {
    t += 1;
  });

  it('answers case-insensitively, ignoring surrounding spaces, once', async () => {
    const { captcha_id, svg } = await store.create();
    expect(svg).toContain('<svg');
    const answer = (await kv.get(captchaAnswerKey(captcha_id)))!;
    expect(await store.verify(captcha_id, ` ${answer.toUpperCase()} `)).toBe(true);
    expect(await store.verify(captcha_id, answer)).toBe(false);
  });

  it('a wrong answer uses the captcha up', async () => {
    const { captcha_id } = await store.create();
    const answer = (await kv.get(captchaAnswerKey(captcha_id)))!;
    expect(await store.verify(captcha_id, 'zzzzz')).toBe(false);
    expect(await store.verify(captcha_id, answer)).toBe(false);
  });

  it('expires after 5 minutes', async () => {
    const { captcha_id } = await store.create();
    const answer = (await kv.get(captchaAnswerKey(captcha_id)))!;
    t += 5 * 60_000 + 1;
    expect(await store.verify(captcha_id, answer)).toBe(false);
  });

  it('an unknown id fails', async () => {
    expect(await store.verify('cap_unknown', 'abcd')).toBe(false);
  });
});
