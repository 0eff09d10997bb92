import { describe, expect, it } from 'vitest';
import { guideTarget } from './login-guide';

describe('guideTarget', () => {
  it.each([
    ['pathname=/wish&search=%3Fx%3D1', '/wish?x=1'],
    ['pathname=/habits&search=a%3D2', '/habits?a=2'],
    ['pathname=//evil.com', '/chatNext'],
    ['pathname=https://evil.com', '/chatNext'],
    ['', '/chatNext'],
  ])('%s → %s', (q, target) => {
    expect(guideTarget(new URLSearchParams(q))).toBe(target);
  });
});
