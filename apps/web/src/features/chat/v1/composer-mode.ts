import { CHAT_NEXT_MODES, queryKeys, type ChatNextMode } from '@/config/paths';

/** The v1 screens open with the keyboard; `mode=voice` in the query switches to hold-to-talk. */
export const V1_DEFAULT_MODE: ChatNextMode = 'text';

export const v1ModeOf = (search: string): ChatNextMode => {
  const mode = new URLSearchParams(search).get(queryKeys.mode);
  return (CHAT_NEXT_MODES as readonly string[]).includes(mode ?? '') ? (mode as ChatNextMode) : V1_DEFAULT_MODE;
};
