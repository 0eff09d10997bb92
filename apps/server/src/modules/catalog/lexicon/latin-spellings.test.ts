import { describe, expect, it } from 'vitest';
import { latinSpellings } from './latin-spellings';

describe('latinSpellings (decision 085)', () => {
  it.each([
    ['oral-b', ['oral-b', 'oral b', 'oralb']],
    ['Harman Kardon', ['harman kardon', 'harman-kardon', 'harmankardon']],
    ['audio-technica', ['audio-technica', 'audio technica', 'audiotechnica']],
    ['Snow Peak', ['snow peak', 'snow-peak', 'snowpeak']],
    ['the north face', ['the north face', 'the-north-face', 'thenorthface']],
    ['jo malone', ['jo malone', 'jo-malone', 'jomalone']],
    ['vip.com', ['vip.com']],
    ['sony', ['sony']],
    ['索尼', ['索尼']],
  ])('%s', (name, spellings) => {
    expect(latinSpellings(name)).toEqual(spellings);
  });
});
