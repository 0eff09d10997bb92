import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { SNIFF_BYTES } from './sniff';

export interface ReceivedFile {
  tmpPath: string;
  /** Bytes received, counting those past `maxBytes` that were not written. */
  size: number;
  /** The first `SNIFF_BYTES` bytes, for type detection. */
  head: Buffer;
  /** More than `maxBytes` arrived; only the first `maxBytes` are on disk. */
  overflow: boolean;
}

/**
 * Streams an upload into a fresh file in `tmpDir`. Past `maxBytes` it stops writing but keeps
 * reading: the rest of the request has to be consumed for the error answer to reach the client
 * on a kept-alive connection, and disk use stays bounded. The caller decides what to do with
 * the result and must `discard` the temp file unless it `commit`s it.
 */
export async function receiveToTemp(source: Readable, tmpDir: string, maxBytes: number): Promise<ReceivedFile> {
  await fs.promises.mkdir(tmpDir, { recursive: true });
  const tmpPath = path.join(tmpDir, `${crypto.randomBytes(16).toString('hex')}.part`);
  const received: ReceivedFile = { tmpPath, size: 0, head: Buffer.alloc(0), overflow: false };
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const before = received.size;
      received.size += chunk.length;
      if (received.head.length < SNIFF_BYTES) {
        received.head = Buffer.concat([received.head, chunk.subarray(0, SNIFF_BYTES - received.head.length)]);
      }
      if (received.size <= maxBytes) return done(null, chunk);
      received.overflow = true;
      done(null, before < maxBytes ? chunk.subarray(0, maxBytes - before) : undefined);
    },
  });
  try {
    // 'wx': a fresh name must not exist; never write through someone else's file.
    await pipeline(source, counter, fs.createWriteStream(tmpPath, { flags: 'wx' }));
  } catch (err) {
    await discard(tmpPath);
    throw err;
  }
  return received;
}

/** Moves a finished temp file to its public place; same filesystem, so the file appears whole or not at all. */
export async function commit(tmpPath: string, finalPath: string): Promise<void> {
  await fs.promises.mkdir(path.dirname(finalPath), { recursive: true });
  await fs.promises.rename(tmpPath, finalPath);
}

export async function discard(filePath: string): Promise<void> {
  await fs.promises.rm(filePath, { force: true });
}
