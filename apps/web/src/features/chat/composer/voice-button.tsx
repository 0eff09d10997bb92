import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { LIMITS } from '@app/protocol/constants';
import type { VoiceSession, VoiceTake } from './media';
import { loadMedia } from './load-media';
import styles from './composer.module.css';

/** idle → starting (asking for the microphone) → recording ⇄ cancelling (finger slid up) → processing → idle. */
type HoldState = 'idle' | 'starting' | 'recording' | 'cancelling' | 'processing';

interface VoiceButtonProps {
  disabled: boolean;
  lang: string;
  onRecorded: (take: VoiceTake) => void;
  /** No microphone, or the user refused it. */
  onUnavailable: () => void;
}

/**
 * Hold to talk (Space or Enter from the keyboard): recording runs while the button is held;
 * sliding up more than 10 px arms cancel, and letting go then discards the recording.
 */
export function VoiceButton({ disabled, lang, onRecorded, onUnavailable }: VoiceButtonProps) {
  const { t } = useTranslation('chat');
  const [state, setStateValue] = useState<HoldState>('idle');
  /** What the browser's recogniser has heard so far ('' where there is none). */
  const [heard, setHeard] = useState('');
  const stateRef = useRef<HoldState>('idle');
  const session = useRef<Promise<VoiceSession> | null>(null);
  const startY = useRef(0);
  const setState = (next: HoldState) => {
    stateRef.current = next;
    setStateValue(next);
  };

  const end = async (cancel: boolean) => {
    const pending = session.current;
    if (!pending) return;
    session.current = null;
    const cancelled = cancel || stateRef.current === 'cancelling';
    setState(cancelled ? 'idle' : 'processing');
    let voice: VoiceSession;
    try {
      voice = await pending;
    } catch {
      return;
    }
    if (cancelled) return voice.cancel();
    // null: the recorder could not hand over the recording (the host did not answer in time).
    const take = await voice.finish().catch(() => null);
    setState('idle');
    if (take) onRecorded(take);
    else onUnavailable();
  };

  const begin = (y: number) => {
    if (disabled || stateRef.current !== 'idle') return;
    startY.current = y;
    setState('starting');
    setHeard('');
    const started = loadMedia().then((media) => media.startVoice(lang, () => void end(false), setHeard));
    session.current = started;
    started.then(
      () => {
        if (stateRef.current === 'starting') setState('recording');
      },
      () => {
        session.current = null;
        setState('idle');
        onUnavailable();
      },
    );
  };

  const move = (y: number) => {
    const s = stateRef.current;
    if (s !== 'recording' && s !== 'cancelling' && s !== 'starting') return;
    const slidUp = startY.current - y > LIMITS.touchDirectionThresholdPx;
    if (slidUp !== (s === 'cancelling')) setState(slidUp ? 'cancelling' : 'recording');
  };

  const onPointerDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (e.button !== 0) return;
    e.preventDefault();
    e.currentTarget.setPointerCapture?.(e.pointerId);
    begin(e.clientY);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === 'Escape') return void end(true);
    if ((e.key === ' ' || e.key === 'Enter') && !e.repeat) {
      e.preventDefault();
      begin(0);
    }
  };
  const onKeyUp = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (e.key === ' ' || e.key === 'Enter') void end(false);
  };

  const holding = state === 'recording' || state === 'cancelling' || state === 'starting';
  return (
    <>
      <button
        type="button"
        className={styles.holdButton}
        data-state={state}
        disabled={disabled || state === 'processing'}
        aria-label={t('voice.hold')}
        aria-describedby="voice-hold-hint"
        onPointerDown={onPointerDown}
        onPointerMove={(e) => move(e.clientY)}
        onPointerUp={() => void end(false)}
        onPointerCancel={() => void end(true)}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onContextMenu={(e) => e.preventDefault()}
        data-testid="voice-hold"
      >
        {state === 'processing' ? t('voice.processing') : holding ? t('voice.release') : t('voice.holdShort')}
      </button>
      <span id="voice-hold-hint" className="visually-hidden">
        {t('voice.hint')}
      </span>
      {/* After letting go it stays while the last words are recognised, so they are seen before they are sent. */}
      {holding || (state === 'processing' && heard) ? (
        <div className={styles.voiceOverlay} data-state={state} role="status" data-testid="voice-overlay">
          <span className={styles.voiceMeter} aria-hidden="true" />
          {heard ? (
            <p className={styles.voiceHeard} data-testid="voice-transcript">
              {heard}
            </p>
          ) : null}
          {t(state === 'cancelling' ? 'voice.releaseToCancel' : holding ? 'voice.slideToCancel' : 'voice.processing')}
        </div>
      ) : null}
    </>
  );
}
