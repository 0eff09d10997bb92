import { partOf } from '@app/protocol/answer';
import { buttonTypeMeaning, type ButtonMeaning } from '@app/protocol/status';
import { paths, queryKeys } from '@/config/paths';
import { isInternalPath, safeUrl } from '@/lib/safe-url';
import { wishRequestOf } from '../api/add-wishes';
import type { ChatButton, RobotMessage } from '../model';

/** What a button may do; the screen provides each. */
export interface ButtonContext {
  message: RobotMessage;
  ask: (question: string) => void;
  navigate: (path: string) => void;
  open: (url: string) => void;
  /** Asks the user to confirm sharing shopping preferences, then records it. */
  authorize: () => void;
  /** Puts the button's product on the wish list (its link names the product and target price). */
  addToWishList: (button: ChatButton) => void;
}

type ButtonAction = (button: ChatButton, ctx: ButtonContext) => void;

const withQuery = (path: string, query: Record<string, string>): string => {
  const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v)).toString();
  return search ? `${path}?${search}` : path;
};

/** An app path the server sent with the button, when it sent one. */
const internalUrl = (button: ChatButton): string | null => {
  const url = safeUrl(button.url);
  return url && isInternalPath(url) ? url : null;
};

/** Follows the button's link: inside the app through the router, elsewhere in a new tab; no link asks its text. */
const followLink: ButtonAction = (button, ctx) => {
  const url = safeUrl(button.url);
  if (!url) return ctx.ask(button.text);
  if (isInternalPath(url)) ctx.navigate(url);
  else ctx.open(url);
};

const askText: ButtonAction = (button, ctx) => ctx.ask(button.text);

/** Types 4 and 5 continue the answer's cloud-phone task on /cloudPhoneNext. */
const cloudPhone =
  (action: 'order' | 'auth'): ButtonAction =>
  (_button, ctx) => {
    const task = partOf(ctx.message.parts, 'cloud-task')?.task;
    ctx.navigate(
      withQuery(paths.cloudPhoneNext, {
        [queryKeys.taskId]: task?.business_task_id ?? task?.task_id ?? '',
        [queryKeys.questionId]: task?.question_id ?? ctx.message.questionId,
        [queryKeys.action]: action,
      }),
    );
  };

/** The order id: the link's `order` query, the link itself when it is a bare id, or the first flight. */
function orderIdOf(button: ChatButton, message: RobotMessage): string {
  const raw = button.url.trim();
  if (raw) {
    try {
      const order = new URL(raw, window.location.origin).searchParams.get(queryKeys.order);
      if (order) return order;
    } catch {
      // not a URL: maybe the id itself
    }
    if (/^[\w-]+$/.test(raw)) return raw;
  }
  return partOf(message.parts, 'flights')?.flights[0]?.id ?? '';
}

export interface ButtonKind {
  run: ButtonAction;
}

/** What each button type of spec section 4 does. */
export const BUTTON_KINDS: Record<ButtonMeaning, ButtonKind> = {
  prompt: { run: askText },
  // Adds what the button says, with no question to the assistant; a button naming no product asks its text.
  add_to_wishlist: { run: (button, ctx) => (wishRequestOf(button.url) ? ctx.addToWishList(button) : ctx.ask(button.text)) },
  auth: { run: (_button, ctx) => ctx.authorize() },
  flight_page: { run: (button, ctx) => ctx.navigate(internalUrl(button) ?? paths.flight) },
  cloud_phone_order: { run: cloudPhone('order') },
  cloud_phone_auth: { run: cloudPhone('auth') },
  flight_order_detail: {
    run: (button, ctx) => ctx.navigate(withQuery(paths.flight, { [queryKeys.order]: orderIdOf(button, ctx.message) })),
  },
};

/** A button's own sub_type wins over the message's button_type. */
export const buttonMeaning = (buttonType: number | null, button?: ChatButton): ButtonMeaning | null =>
  buttonTypeMeaning(button?.type ?? buttonType ?? -1) ?? null;

/** Runs a button; one without a known type follows its link, or asks its text when it has none. */
export function runButton(buttonType: number | null, button: ChatButton, ctx: ButtonContext): void {
  const meaning = buttonMeaning(buttonType, button);
  (meaning ? BUTTON_KINDS[meaning].run : followLink)(button, ctx);
}
