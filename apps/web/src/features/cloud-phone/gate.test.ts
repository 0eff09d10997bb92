import { describe, expect, it } from 'vitest';
import { parseVersion } from '@app/protocol/version';
import { cloudPhoneGate, type CloudPhoneVariant } from './gate';

describe('cloud-phone gate (spec section 6)', () => {
  it.each<[boolean, string | null, CloudPhoneVariant, string]>([
    [false, null, 'cloudPhone', 'open'],
    [false, null, 'cloudPhoneNext', 'open'],
    [true, null, 'cloudPhone', 'upgrade 2.1.0'],
    [true, '2.0.9', 'cloudPhone', 'upgrade 2.1.0'],
    [true, '2.1.0', 'cloudPhone', 'open'],
    [true, '2.1.5', 'cloudPhoneNext', 'upgrade 2.2.0'],
    [true, '2.2.0', 'cloudPhoneNext', 'open'],
    [true, '10.0.0', 'cloudPhoneNext', 'open'],
  ])('in app %s, version %s, %s → %s', (isInApp, version, variant, expected) => {
    const gate = cloudPhoneGate({ isInApp, appVersion: parseVersion(version) }, variant);
    expect(gate.kind === 'open' ? 'open' : `upgrade ${gate.version}`).toBe(expected);
  });
});
