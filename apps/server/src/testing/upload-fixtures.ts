/**
 * Smallest real headers of each accepted format (what `sniffMedia` looks at), padded with
 * zeros to a given size. Test-only: used by the sniffing table and the HTTP upload tests.
 */
const hex = (s: string) => Buffer.from(s.replace(/\s+/g, ''), 'hex');
const riff = (form: string, rest: Buffer) =>
  Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from(form), rest]);

export const MEDIA_HEADERS = {
  png: hex('89504E470D0A1A0A 0000000D 49484452 00000001 00000001 0806000000 1F15C489'),
  jpeg: hex('FFD8FFE0 0010 4A46494600 0101 0000 0001 0001 0000'),
  webp: riff('WEBP', Buffer.from('VP8 ')),
  gif: Buffer.concat([Buffer.from('GIF89a'), hex('0100 0100 800000')]),
  // EBML header as MediaRecorder writes it: version fields, then DocType "webm".
  webm: hex('1A45DFA3 9F 4286 81 01 42F7 81 01 42F2 81 04 42F3 81 08 4282 84 7765626D 4287 81 04 4285 81 02'),
  ogg: Buffer.concat([Buffer.from('OggS'), hex('00 02 0000000000000000')]),
  mp3: Buffer.concat([Buffer.from('ID3'), hex('04 00 00 00000000')]),
  mp3Frame: hex('FFFB9064 00000000'),
  wav: riff('WAVE', Buffer.concat([Buffer.from('fmt '), hex('10000000 0100 0100 80BB0000 00770100 0200 1000')])),
  m4a: Buffer.concat([hex('00000020'), Buffer.from('ftypM4A '), hex('00000000'), Buffer.from('M4A mp42isom')]),
  aac: hex('FFF15080 02FFFC'),
} as const;

export function padded(header: Buffer, size: number): Buffer {
  if (size <= header.length) return header.subarray(0, size);
  return Buffer.concat([header, Buffer.alloc(size - header.length)]);
}
