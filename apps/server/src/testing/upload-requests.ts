import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { createTestUser, startTestServer, type TestServer } from './harness';

/**
 * Shared by the HTTP upload tests (modules/uploads/upload-*.test.ts): a server of their own,
 * a multipart request as a browser sends it, and the files an upload left on disk.
 */
export const MB = 1024 * 1024;

export type UploadUser = Awaited<ReturnType<typeof createTestUser>>;

export interface Form {
  file?: { bytes: Buffer; name: string; type: string };
  kind?: string;
  duration?: string | number;
  /** Put the file before the other fields, as some clients do. */
  fileFirst?: boolean;
}

export async function upload(s: TestServer, headers: Record<string, string>, form: Form) {
  const body = new FormData();
  const addFile = () => form.file && body.append('file', new Blob([form.file.bytes], { type: form.file.type }), form.file.name);
  if (form.fileFirst) addFile();
  if (form.kind !== undefined) body.append('kind', form.kind);
  if (form.duration !== undefined) body.append('duration', String(form.duration));
  if (!form.fileFirst) addFile();
  const res = await fetch(`${s.baseUrl}/api/v2/upload`, { method: 'POST', headers, body });
  return { status: res.status, body: (await res.json()) as Record<string, any> };
}

export function filesUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .flatMap((e) => (e.isFile() ? [path.join(e.parentPath, e.name)] : []));
}

/** Every file an upload stored or left half-written: the uploads folder and the temporary one. */
export const storedFiles = (s: TestServer): string[] => [
  ...filesUnder(path.join(s.app.ctx.config.mediaDir, 'uploads')),
  ...filesUnder(path.join(s.dataDir, 'tmp')),
];

/** A server without a catalog and two users, started before the suite's tests and closed after them. */
export function uploadServer(): { readonly s: TestServer; readonly alice: UploadUser; readonly bob: UploadUser } {
  let s: TestServer;
  let alice: UploadUser;
  let bob: UploadUser;
  beforeAll(async () => {
    s = await startTestServer({ seedCatalog: false });
    alice = await createTestUser(s.app);
    bob = await createTestUser(s.app);
  });
  afterAll(async () => s?.close());
  return {
    get s() {
      return s;
    },
    get alice() {
      return alice;
    },
    get bob() {
      return bob;
    },
  };
}
