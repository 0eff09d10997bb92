import { buttonTypeMeaning, type ButtonMeaning } from '@app/protocol/status';
import { isInternalPath, safeUrl } from '@/lib/safe-url';
import type { ChatButton } from '../model';

export interface ButtonContext {
  ask: (question: string) => void;
  navigate: (path: string) => void;
  open: (url: string) => void;
}

type ButtonAction = (button: ChatButton, ctx: ButtonContext) => void;

/** Follows the button's link: inside the app through the router, elsewhere in a new tab. */
const followLink: ButtonAction = (button, ctx) => {
  const url = safeUrl(button.url);
  if (!url) return ctx.ask(button.text);
  if (isInternalPath(url)) ctx.navigate(url);
  else ctx.open(url);
};

const askText: ButtonAction = (button, ctx) => ctx.ask(button.text);

/**
 * What a button does, keyed by the message's button type (spec section 4). Types whose screens
 * come with later features follow the link the server sends with them.
 */
export const BUTTON_ACTIONS: Record<ButtonMeaning, ButtonAction> = {
  prompt: askText,
  add_to_wishlist: followLink,
  auth: followLink,
  flight_page: followLink,
  cloud_phone_order: followLink,
  cloud_phone_auth: followLink,
  flight_order_detail: followLink,
};

/** A button without a known type asks its text when it has no link. */
export function runButton(buttonType: number | null, button: ChatButton, ctx: ButtonContext): void {
  const meaning = buttonTypeMeaning(button.type ?? buttonType ?? -1);
  (meaning ? BUTTON_ACTIONS[meaning] : button.url ? followLink : askText)(button, ctx);
}
