import { CLIENT_ERROR_TEXT } from '@app/protocol/errors';
import { paths, queryKeys } from '@/config/paths';
import { toast } from '@/lib/toast';

/** /chat/new, with the first question in the query when there is one. */
export function newChatPath(question?: string): string {
  const text = question?.trim();
  return text ? `${paths.chatNew}?${new URLSearchParams({ [queryKeys.question]: text }).toString()}` : paths.chatNew;
}

type Navigate = (to: string) => void | Promise<void>;

/**
 * Start-new-chat (spec section 2): navigate to /chat/new; if the navigation fails, the user
 * sees '网络异常，请检查网络连接'.
 */
export async function openNewChat(navigate: Navigate, question?: string): Promise<boolean> {
  try {
    await navigate(newChatPath(question));
    return true;
  } catch {
    toast.error(CLIENT_ERROR_TEXT.network);
    return false;
  }
}
