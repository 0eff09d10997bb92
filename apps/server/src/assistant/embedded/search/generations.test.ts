import { describe, expect, it } from 'vitest';
import { asGeneration } from './generations';
import { modelTokens } from '../language/model-names';

describe('another generation of a line (decision 075)', () => {
  it.each<[string, string, string[] | null]>([
    ['14', '15', ['15']],
    ['mate60', 'Mate 70 Pro', ['mate', '70']],
    ['x100 pro', 'X200 Pro', ['x', '200', 'pro']],
    ['iphone15 pro', 'iPhone 16 Pro', ['iphone', '16', 'pro']],
    ['xm4', 'WH-1000XM5', ['xm', '5']],
    ['13 ultra', '15 Ultra', ['15', 'ultra']],
    // A variant letter after the number is that generation's (decision 084).
    ['p10s pro', 'P20 Pro', ['p', '20', 'pro']],
    ['mate60e', 'Mate 70', ['mate', '70']],
    ['x100s', 'X200 Pro', ['x', '200']],
    ['nova12 se', 'nova 13', ['nova', '13', 'se']],
    ['x100s', 'X200s', ['x', '200', 's']],
    ['99', '15', null],
    ['14', '67W套装', null],
    ['15', 'WH-1000XM5', null],
    ['mate60', 'Mate 60', null],
    ['airpods', 'AirPods Pro 2', null],
  ])('%s as a generation of %s → %j', (name, model, tokens) => {
    expect(asGeneration(modelTokens(name), model)?.tokens ?? null).toEqual(tokens);
  });

  it('tells a newer model from an older one', () => {
    expect(asGeneration(['14'], '15')).toMatchObject({ distance: 1, newer: true });
    expect(asGeneration(['14'], '13')).toMatchObject({ distance: 1, newer: false });
  });
});
