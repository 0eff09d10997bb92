import type { UploadKind } from '@app/protocol';

/** What the bytes of a file are, decided from its first bytes alone. */
export interface SniffedMedia {
  kind: UploadKind;
  mime: string;
  ext: string;
}

/** How many leading bytes `sniffMedia` needs; the WebM doctype sits within the first few dozen. */
export const SNIFF_BYTES = 64;

const ascii = (b: Buffer, at: number, text: string) =>
  b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;
const bytes = (b: Buffer, at: number, values: number[]) => values.every((v, i) => b[at + i] === v);

/** ISO-BMFF major brands that are still images (HEIC/AVIF), not audio. */
const IMAGE_BRANDS = new Set(['heic', 'heix', 'hevc', 'heim', 'heis', 'mif1', 'msf1', 'avif', 'avis']);

/** EBML files are WebM only when their DocType says so; Matroska proper is not accepted. */
function isWebm(b: Buffer): boolean {
  if (!bytes(b, 0, [0x1a, 0x45, 0xdf, 0xa3])) return false;
  const head = b.subarray(0, SNIFF_BYTES);
  const docType = head.indexOf(Buffer.from([0x42, 0x82]));
  return docType > 0 && head.indexOf('webm', docType, 'latin1') > docType;
}

/** ADTS AAC: 12-bit sync, layer bits 00. Checked before MP3, whose sync word it shares. */
const isAdts = (b: Buffer) => b.length >= 2 && b[0] === 0xff && (b[1]! & 0xf6) === 0xf0;

/** MPEG audio frame: 11-bit sync, version not reserved (01), layer not reserved (00). */
function isMpegFrame(b: Buffer): boolean {
  if (b.length < 2 || b[0] !== 0xff || (b[1]! & 0xe0) !== 0xe0) return false;
  return ((b[1]! >> 3) & 0x3) !== 0x1 && ((b[1]! >> 1) & 0x3) !== 0x0;
}

/** Ordered: the first matching rule names the type. */
const RULES: ReadonlyArray<{ test: (b: Buffer) => boolean; media: SniffedMedia }> = [
  { test: (b) => bytes(b, 0, [0xff, 0xd8, 0xff]), media: { kind: 'image', mime: 'image/jpeg', ext: 'jpg' } },
  {
    test: (b) => bytes(b, 0, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    media: { kind: 'image', mime: 'image/png', ext: 'png' },
  },
  { test: (b) => ascii(b, 0, 'GIF87a') || ascii(b, 0, 'GIF89a'), media: { kind: 'image', mime: 'image/gif', ext: 'gif' } },
  { test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WEBP'), media: { kind: 'image', mime: 'image/webp', ext: 'webp' } },
  { test: (b) => ascii(b, 0, 'RIFF') && ascii(b, 8, 'WAVE'), media: { kind: 'voice', mime: 'audio/wav', ext: 'wav' } },
  { test: (b) => ascii(b, 0, 'OggS'), media: { kind: 'voice', mime: 'audio/ogg', ext: 'ogg' } },
  { test: isWebm, media: { kind: 'voice', mime: 'audio/webm', ext: 'webm' } },
  {
    test: (b) => ascii(b, 4, 'ftyp') && b.length >= 12 && !IMAGE_BRANDS.has(b.toString('latin1', 8, 12)),
    media: { kind: 'voice', mime: 'audio/mp4', ext: 'm4a' },
  },
  { test: isAdts, media: { kind: 'voice', mime: 'audio/aac', ext: 'aac' } },
  { test: (b) => ascii(b, 0, 'ID3') || isMpegFrame(b), media: { kind: 'voice', mime: 'audio/mpeg', ext: 'mp3' } },
];

/**
 * The accepted media type of a file from its leading bytes (at least `SNIFF_BYTES` when the
 * file is that long), or null when it is none of them. The client's mime type and file name
 * are never consulted: they are whatever the sender chose to write.
 */
export function sniffMedia(head: Buffer): SniffedMedia | null {
  return RULES.find((r) => r.test(head))?.media ?? null;
}
