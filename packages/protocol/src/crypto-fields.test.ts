import { describe, expect, it } from 'vitest';
import {
  ENCRYPTED_PREFIX,
  decryptField,
  decryptStringFields,
  encryptField,
  encryptStringFields,
  fieldKey,
} from './crypto-fields';

describe('crypto-fields (DESIGN 2.3)', () => {
  it('round-trips a Chinese string through enc:v1 with a random iv', async () => {
    const key = await fieldKey('s3cret');
    const sealed = await encryptField('帮我找一款降噪耳机', key);
    expect(sealed.startsWith(ENCRYPTED_PREFIX)).toBe(true);
    expect(await decryptField(sealed, key)).toBe('帮我找一款降噪耳机');
    expect(await encryptField('x', key)).not.toBe(await encryptField('x', key));
  });

  it.each([
    ['wrong key', async () => encryptField('abc', await fieldKey('other'))],
    ['tampered', async () => (await encryptField('abc', await fieldKey('k'))).slice(0, -4) + 'AAAA'],
    ['too short', async () => ENCRYPTED_PREFIX + 'AAAA'],
    ['not base64', async () => ENCRYPTED_PREFIX + '***'],
  ])('rejects a field that is %s', async (_name, make) => {
    await expect(decryptField(await make(), await fieldKey('k'))).rejects.toThrow();
  });

  it('encrypts only non-empty strings and names the fields that fail', async () => {
    const body = await encryptStringFields({ question: '耳机', question_img: '', glm_power: 1 }, 'k');
    expect(body.question).toMatch(/^enc:v1:/);
    expect(body.question_img).toBe('');
    expect(body.glm_power).toBe(1);
    const ok = await decryptStringFields(body, 'k');
    expect(ok).toEqual({ body: { question: '耳机', question_img: '', glm_power: 1 }, failed: [] });
    const bad = await decryptStringFields({ ...body, question_id: 'enc:v1:zzzz' }, 'k');
    expect(bad.failed).toEqual(['question_id']);
  });
});
