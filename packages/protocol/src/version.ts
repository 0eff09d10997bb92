/** App versions are major.minor.patch; a missing version is older than any required one. */
export type AppVersion = readonly [number, number, number];

export function parseVersion(text: string | null | undefined): AppVersion | null {
  if (!text) return null;
  const m = /(\d+)\.(\d+)(?:\.(\d+))?/.exec(text);
  if (!m) return null;
  return [Number(m[1]), Number(m[2]), Number(m[3] ?? 0)];
}

/** -1, 0 or 1; `null` (missing) sorts before every real version. */
export function compareVersions(a: AppVersion | null, b: AppVersion | null): -1 | 0 | 1 {
  if (a === null && b === null) return 0;
  if (a === null) return -1;
  if (b === null) return 1;
  for (let i = 0; i < 3; i++) {
    if (a[i]! < b[i]!) return -1;
    if (a[i]! > b[i]!) return 1;
  }
  return 0;
}

/** True when `current` is at least `required`. A missing current version never is. */
export function isVersionAtLeast(current: string | AppVersion | null | undefined, required: string): boolean {
  const cur = typeof current === 'string' ? parseVersion(current) : (current ?? null);
  if (cur === null) return false;
  return compareVersions(cur, parseVersion(required)) >= 0;
}
