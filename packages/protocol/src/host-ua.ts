/**
 * User-agent format of the host apps (decided here, see docs/decisions/002-host-user-agent.md).
 *
 * The native apps append one product token to the WebView's own user agent:
 *   main app            `GuangApp/<major.minor.patch>`
 *   sister-brand app    `GuangLabApp/<major.minor.patch>`
 * and, for the next-generation shell, the extra token `GuangNext`.
 * A developer build adds `GuangDebug`.
 *
 * Example (Android main app 2.2.0, next generation):
 *   Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko)
 *   Chrome/126.0 Mobile Safari/537.36 GuangApp/2.2.0 GuangNext
 */
export const HOST_UA_TOKENS = {
  mainApp: 'GuangApp',
  sisterApp: 'GuangLabApp',
  nextGeneration: 'GuangNext',
  localDebug: 'GuangDebug',
} as const;

export type HostApp = 'main' | 'sister';

/** Builds a host-app user agent; used by the host-app simulator and tests. */
export function hostUserAgent(
  base: string,
  app: HostApp,
  version: string,
  opts: { next?: boolean; debug?: boolean } = {},
): string {
  const token = app === 'main' ? HOST_UA_TOKENS.mainApp : HOST_UA_TOKENS.sisterApp;
  const parts = [base, `${token}/${version}`];
  if (opts.next) parts.push(HOST_UA_TOKENS.nextGeneration);
  if (opts.debug) parts.push(HOST_UA_TOKENS.localDebug);
  return parts.join(' ');
}
