import { memo, useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { queryKeys, type ChatNextMode } from '@/config/paths';
import { toast } from '@/lib/toast';
import { useChat, useChatActions, useChatStore } from '../chat-context';
import { canSend, voiceAttachment, type QuestionInput } from '../question-input';
import { chatSelectors } from '../store';
import { Attachments } from './attachments';
import { KeyboardIcon, MicIcon } from './mode-icons';
import { rememberMode } from './mode-preference';
import styles from './composer.module.css';
import { ImagePicker } from './image-picker';
import { loadMedia } from './load-media';
import type { VoiceTake } from './media';
import { TextInput } from './text-input';
import { useDraft, type CardDraft, type ImageRefusal } from './use-draft';
import { VoiceButton } from './voice-button';

/** Shorter recordings are taps, not questions. */
const MIN_VOICE_MS = 1000;

/** A product link from the item page: `?card=<url>&target_price=&card_title=`. */
function cardFromQuery(params: URLSearchParams): CardDraft | null {
  const url = params.get(queryKeys.card)?.trim();
  if (!url) return null;
  const price = Number(params.get(queryKeys.targetPrice));
  const title = params.get(queryKeys.cardTitle)?.trim() || null;
  return { url, targetPrice: Number.isFinite(price) && price > 0 ? price : null, title };
}

/**
 * A question the user chose to edit: its text goes into the box (switching to the keyboard), with
 * the caret at its end, ready to be changed and sent as a new question.
 */
function useEditRequest(setText: (text: string) => void, toKeyboard: () => void, input: { current: HTMLTextAreaElement | null }) {
  const { store } = useChat();
  const focusPending = useRef(false);
  useEffect(
    () =>
      store.subscribe(({ edit, clearEdit }) => {
        if (!edit) return;
        setText(edit.text);
        toKeyboard();
        focusPending.current = true;
        clearEdit();
      }),
    [store, setText, toKeyboard],
  );
  // After the render that shows the box with the text.
  useEffect(() => {
    const el = input.current;
    if (!focusPending.current || !el) return;
    focusPending.current = false;
    el.focus();
    el.setSelectionRange(el.value.length, el.value.length);
  });
}

/**
 * The input area of /chatNext: hold-to-talk or the keyboard (the `mode` query), a picture, and a
 * product from the item page; Stop while an answer is being output.
 */
function ComposerView({ mode }: { mode: ChatNextMode }) {
  const { t, i18n } = useTranslation('chat');
  const id = useId();
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const phase = useChatStore(chatSelectors.phase);
  const chatActions = useChatActions();
  const busy = phase !== 'idle';

  const onRefused = useCallback(
    (r: ImageRefusal) =>
      toast.error(
        r.key === 'image.failed'
          ? r.message || t('image.failed')
          : r.key === 'image.tooLarge'
            ? t(r.key, { mb: r.mb })
            : t(r.key),
      ),
    [t],
  );
  const draft = useDraft(onRefused);
  const { setCard } = draft;

  useEffect(() => {
    const card = cardFromQuery(params);
    if (card) setCard(card);
  }, [params, setCard]);

  const setMode = (next: ChatNextMode) =>
    setParams(
      (prev) => {
        prev.set(queryKeys.mode, next);
        return prev;
      },
      { replace: true },
    );

  const input = useRef<HTMLTextAreaElement>(null);
  useEditRequest(setText, () => mode !== 'text' && setMode('text'), input);

  /** The user's own switch is remembered: /chatNext opens in that mode next time. */
  const switchMode = (next: ChatNextMode) => {
    rememberMode(next);
    setMode(next);
  };

  const submit = (input: QuestionInput) => {
    if (busy || draft.uploading || !canSend(input)) return;
    void chatActions.ask(input);
    setText('');
    if (draft.card) {
      setParams(
        (prev) => {
          prev.delete(queryKeys.card);
          prev.delete(queryKeys.targetPrice);
          prev.delete(queryKeys.cardTitle);
          return prev;
        },
        { replace: true },
      );
    }
    draft.clear();
  };

  const send = () => {
    const typed = text.trim();
    submit({
      text: typed || (draft.card ? t('draft.cardQuestion') : ''),
      imageUrl: draft.image?.url ?? null,
      // The name is for the chip; the server is sent the link and the price.
      card: draft.card ? { url: draft.card.url, targetPrice: draft.card.targetPrice } : null,
    });
  };

  const onRecorded = async (take: VoiceTake) => {
    if (take.durationMs < MIN_VOICE_MS) return toast.info(t('voice.tooShort'));
    const media = await loadMedia();
    const seconds = Math.round(take.durationMs / 100) / 10;
    const voice = voiceAttachment(seconds, media.uploadVoice(take.blob, seconds));
    // Without recognised words (no recogniser here) the recording is the question: the server
    // transcribes it, or answers how to ask by typing when it has no speech service.
    submit({ text: take.transcript ?? '', voice, imageUrl: draft.image?.url ?? null, card: draft.card });
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    send();
  };

  const showSend = mode === 'text' || draft.hasAttachment;
  return (
    <form className={styles.composer} onSubmit={onSubmit} data-testid="composer" data-mode={mode}>
      <Attachments draft={draft} />
      <div className={styles.row}>
        <button
          type="button"
          className={styles.modeToggle}
          onClick={() => switchMode(mode === 'voice' ? 'text' : 'voice')}
          aria-label={mode === 'voice' ? t('input.toText') : t('input.toVoice')}
          data-testid="mode-toggle"
          data-target-mode={mode === 'voice' ? 'text' : 'voice'}
        >
          {mode === 'voice' ? <KeyboardIcon /> : <MicIcon />}
          {/* Shown on wide screens, where holding a button to talk is unusual: the way to type is spelled out. */}
          <span className={styles.modeLabel} aria-hidden="true">
            {mode === 'voice' ? t('input.keyboard') : t('input.voice')}
          </span>
        </button>
        {mode === 'text' ? (
          <TextInput id={id} value={text} onChange={setText} onSend={send} ref={input} />
        ) : (
          <VoiceButton
            disabled={busy}
            lang={i18n.language}
            onRecorded={(take) => void onRecorded(take)}
            onUnavailable={() => {
              toast.error(t('voice.unavailable'));
              setMode('text');
            }}
          />
        )}
        <ImagePicker disabled={busy} onPick={(file) => void draft.pickImage(file)} />
        {busy ? (
          <button
            type="button"
            className={styles.stopButton}
            data-testid="stop-button"
            aria-label={t('input.stop')}
            disabled={phase === 'stopping'}
            onClick={() => void chatActions.stop()}
          >
            <span className={styles.stopIcon} aria-hidden="true" />
          </button>
        ) : showSend ? (
          <button
            type="submit"
            className={styles.sendButton}
            data-testid="send-button"
            aria-label={t('input.send')}
            disabled={draft.uploading || !canSend({ text, imageUrl: draft.image?.url, card: draft.card })}
          >
            <span className={styles.sendIcon} aria-hidden="true" />
          </button>
        ) : null}
      </div>
    </form>
  );
}

/**
 * Memoised: when the logged-in user's answer arrives during the first load, the /chatNext route
 * renders again for the conversation's sake; this part's props are the same, so it is skipped
 * (decision 088). It still renders on its own state, store and context changes.
 */
export const Composer = memo(ComposerView);
