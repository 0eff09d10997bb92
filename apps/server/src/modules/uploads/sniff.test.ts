import { describe, expect, it } from 'vitest';
import { MEDIA_HEADERS, padded } from '../../testing/upload-fixtures';
import { sniffMedia } from './sniff';

const text = (s: string) => Buffer.from(s);
const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');

describe('sniffMedia', () => {
  it.each([
    ['png', MEDIA_HEADERS.png, 'image', 'image/png', 'png'],
    ['jpeg', MEDIA_HEADERS.jpeg, 'image', 'image/jpeg', 'jpg'],
    ['webp', MEDIA_HEADERS.webp, 'image', 'image/webp', 'webp'],
    ['gif89a', MEDIA_HEADERS.gif, 'image', 'image/gif', 'gif'],
    ['gif87a', text('GIF87a\x01\x00'), 'image', 'image/gif', 'gif'],
    ['webm', MEDIA_HEADERS.webm, 'voice', 'audio/webm', 'webm'],
    ['ogg', MEDIA_HEADERS.ogg, 'voice', 'audio/ogg', 'ogg'],
    ['mp3 with ID3', MEDIA_HEADERS.mp3, 'voice', 'audio/mpeg', 'mp3'],
    ['mp3 frame', MEDIA_HEADERS.mp3Frame, 'voice', 'audio/mpeg', 'mp3'],
    ['wav', MEDIA_HEADERS.wav, 'voice', 'audio/wav', 'wav'],
    ['m4a', MEDIA_HEADERS.m4a, 'voice', 'audio/mp4', 'm4a'],
    ['aac (ADTS)', MEDIA_HEADERS.aac, 'voice', 'audio/aac', 'aac'],
  ])('%s', (_name, head, kind, mime, ext) => {
    expect(sniffMedia(padded(head, 64))).toEqual({ kind, mime, ext });
  });

  it.each([
    ['plain text', text('hello, this is not a picture at all')],
    ['html', text('<!doctype html><html><body>png</body></html>')],
    ['svg (script-capable, never accepted)', text('<svg xmlns="http://www.w3.org/2000/svg"></svg>')],
    ['empty', Buffer.alloc(0)],
    ['truncated png signature', MEDIA_HEADERS.png.subarray(0, 4)],
    ['RIFF that is AVI', Buffer.concat([text('RIFF'), hex('24000000'), text('AVI LIST')])],
    ['Matroska, not WebM', hex('1A45DFA3 A3 4286 81 01 4282 88')],
    ['HEIC in an ftyp box', Buffer.concat([hex('00000018'), text('ftypheic'), hex('00000000'), text('mif1heic')])],
    ['MPEG sync with reserved layer', hex('FFE0 0000')],
    ['MPEG sync with reserved version', hex('FFEA 0000')],
    ['zip', hex('504B0304 14000000')],
    ['pdf', text('%PDF-1.7')],
  ])('rejects %s', (_name, head) => {
    expect(sniffMedia(head)).toBeNull();
  });
});
