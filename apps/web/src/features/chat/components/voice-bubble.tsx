import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { safeUrl } from '@/lib/safe-url';
import type { VoiceInfo } from '../model';
import styles from './messages.module.css';

/** A recorded question: its length, played on tap once the upload has finished. */
export function VoiceBubble({ voice }: { voice: VoiceInfo }) {
  const { t } = useTranslation('conversation');
  const audio = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const src = safeUrl(voice.url);
  const seconds = Math.max(1, Math.round(voice.voiceDuration));

  useEffect(() => {
    const el = audio.current;
    if (!el) return;
    const stop = () => setPlaying(false);
    el.addEventListener('ended', stop);
    el.addEventListener('pause', stop);
    return () => {
      el.removeEventListener('ended', stop);
      el.removeEventListener('pause', stop);
    };
  }, [src]);

  const toggle = () => {
    const el = audio.current;
    if (!el) return;
    if (playing) return el.pause();
    el.currentTime = 0;
    void el.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  };

  return (
    <span className={styles.voice} data-testid="voice-bubble" data-uploaded={Boolean(src)}>
      <button
        type="button"
        className={styles.voiceButton}
        onClick={toggle}
        disabled={!src}
        aria-label={
          src ? (playing ? t('voiceBubble.pause', { seconds }) : t('voiceBubble.play', { seconds })) : t('voiceBubble.uploading')
        }
      >
        <span aria-hidden="true" className={styles.voiceWaves} data-playing={playing} />
        <span aria-hidden="true">{t('voiceBubble.seconds', { seconds })}</span>
      </button>
      {src ? <audio ref={audio} src={src} preload="none" /> : null}
    </span>
  );
}
