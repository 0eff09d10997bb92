/** What the Enter rule needs from a keydown event. */
export interface EnterKey {
  key: string;
  shiftKey: boolean;
  /** `KeyboardEvent.isComposing`. */
  isComposing: boolean;
  /** 229 while an IME handles the key (Safari reports the committing Enter this way). */
  keyCode: number;
}

const IME_KEY_CODE = 229;

/**
 * Enter sends, Shift+Enter is a new line, and an Enter that belongs to an IME composition
 * (choosing a Chinese candidate) never sends. `composing` is tracked from
 * compositionstart/compositionend because some browsers clear `isComposing` too early.
 */
export function shouldSendOnEnter(event: EnterKey, composing: boolean): boolean {
  if (event.key !== 'Enter' || event.shiftKey) return false;
  return !(composing || event.isComposing || event.keyCode === IME_KEY_CODE);
}
