import { HOST_CAPABILITIES } from '@app/protocol/bridge';
import type { BridgeActions } from '@/lib/bridge/actions';
import type { RecorderStrategy } from './recorders';

export interface HostVoiceDeps {
  /** Only the main app has a bridge (spec section 7). */
  isMainApp: boolean;
  /** Whether the host's bridge object is there. */
  supported: boolean;
  actions: Pick<BridgeActions, 'getCommonInfo' | 'startVoice' | 'stopVoice' | 'cancelVoice'>;
}

/** The host's base64 recording as a Blob (a `data:` prefix is tolerated). */
export function base64ToBlob(base64: string, mime: string): Blob {
  const binary = atob(base64.replace(/^data:[^,]*,/, ''));
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return new Blob([bytes], { type: mime });
}

/**
 * Hold-to-talk recorded by the host app through the bridge, where the host lists the
 * `voice_record` capability in its common info (asked once; asked again if it did not answer).
 * The host's recognised text becomes the transcript.
 */
export function hostRecorder(deps: () => HostVoiceDeps): RecorderStrategy {
  let capabilities: Promise<readonly string[]> | null = null;
  const askCapabilities = (): Promise<readonly string[]> => {
    capabilities ??= deps()
      .actions.getCommonInfo()
      .then((info) => {
        if (!info) capabilities = null;
        return info?.capabilities ?? [];
      });
    return capabilities;
  };
  return {
    id: 'host',
    async available() {
      const { isMainApp, supported } = deps();
      if (!isMainApp || !supported) return false;
      return (await askCapabilities()).includes(HOST_CAPABILITIES.voiceRecord);
    },
    async start({ maxMs, onLimit }) {
      const { actions } = deps();
      await actions.startVoice({ max_duration: Math.round(maxMs / 1000) });
      const limit = setTimeout(onLimit, maxMs);
      return {
        async finish() {
          clearTimeout(limit);
          const result = await actions.stopVoice();
          return {
            blob: base64ToBlob(result.file_base64, result.mime),
            durationMs: Math.min(result.duration * 1000, maxMs),
            transcript: (result.text ?? '').trim(),
          };
        },
        cancel() {
          clearTimeout(limit);
          void actions.cancelVoice();
        },
      };
    },
  };
}
