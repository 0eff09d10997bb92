import { describe, expect, it } from 'vitest';
import { toastLook } from './toast';

describe('toast look (spec section 9)', () => {
  it.each([
    [false, { duration: 2000 }],
    [true, { duration: 2500, position: 'top', maskClassName: 'app-toast--host' }],
  ])('in app %s → %o', (inApp, look) => expect(toastLook(inApp)).toEqual(look));
});
