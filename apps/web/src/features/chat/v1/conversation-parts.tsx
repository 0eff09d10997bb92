import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import type { ChatNextMode } from '@/config/paths';
import type { ChatFrameProps } from '../components/chat-frame';

/**
 * The frame (heading and toolbar), conversation body (message list, welcome, cards) and composer
 * the v1 screens show: the same components as /chatNext, handed in by the route (from the /chatNext route's chunk) rather than imported here.
 * Importing them statically from a second route would split them out of /chatNext's first-screen
 * chunk into a shared one, which costs /chatNext first-screen bytes (decision 009).
 */
export interface ConversationParts {
  Frame: ComponentType<ChatFrameProps>;
  Body: ComponentType<{ userId: string | null }>;
  Composer: ComponentType<{ mode: ChatNextMode }>;
}

const PartsContext = createContext<ConversationParts | null>(null);

export function ConversationPartsProvider({ value, children }: { value: ConversationParts; children: ReactNode }) {
  return <PartsContext.Provider value={value}>{children}</PartsContext.Provider>;
}

export function useConversationParts(): ConversationParts {
  const parts = useContext(PartsContext);
  if (!parts) throw new Error('The v1 screens need the conversation parts from their route.');
  return parts;
}
