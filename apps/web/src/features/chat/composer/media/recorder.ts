/** Containers the upload accepts, best first; the browser picks the first it can record. */
const MIME_TYPES = ['audio/webm;codecs=opus', 'audio/webm', 'audio/mp4', 'audio/ogg;codecs=opus', 'audio/ogg'];

export interface Recording {
  blob: Blob;
  durationMs: number;
}

export interface Recorder {
  stop(): Promise<Recording>;
  cancel(): void;
}

const supportedMime = (): string | undefined =>
  typeof MediaRecorder.isTypeSupported === 'function' ? MIME_TYPES.find((t) => MediaRecorder.isTypeSupported(t)) : undefined;

/**
 * Records the microphone with MediaRecorder until stopped, measuring how long it ran. Rejects
 * when there is no microphone or the user refuses it. `onLimit` fires once `maxMs` is reached.
 */
export async function startRecorder(maxMs: number, onLimit: () => void): Promise<Recorder> {
  if (!navigator.mediaDevices?.getUserMedia || typeof MediaRecorder === 'undefined') throw new Error('recording unsupported');
  const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
  const mimeType = supportedMime();
  const recorder = new MediaRecorder(stream, mimeType ? { mimeType } : undefined);
  const chunks: Blob[] = [];
  recorder.ondataavailable = (e) => {
    if (e.data.size > 0) chunks.push(e.data);
  };
  const stopped = new Promise<void>((resolve) => (recorder.onstop = () => resolve()));
  const startedAt = performance.now();
  const limit = setTimeout(onLimit, maxMs);
  recorder.start(250);
  const release = () => {
    clearTimeout(limit);
    if (recorder.state !== 'inactive') recorder.stop();
    stream.getTracks().forEach((track) => track.stop());
  };
  return {
    async stop() {
      const durationMs = Math.min(performance.now() - startedAt, maxMs);
      release();
      await stopped;
      return { blob: new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/webm' }), durationMs };
    },
    cancel: release,
  };
}
