import type { ReactNode } from 'react';

export interface ConfirmOptions {
  title?: ReactNode;
  content: ReactNode;
  confirmText: string;
  cancelText: string;
}

/**
 * antd-mobile's confirm dialog, loaded on first use (with the React 19 render hook) so it stays
 * off the first screen. Resolves true when the user confirms.
 */
export async function confirmDialog(options: ConfirmOptions): Promise<boolean> {
  const [{ default: Dialog }] = await Promise.all([import('antd-mobile/es/components/dialog'), import('./antd-render')]);
  // The dialog needs an accessible name (axe aria-dialog-name): its title, else its question.
  const label = [options.title, options.content].find((x): x is string => typeof x === 'string');
  return Dialog.confirm({ ...options, 'aria-label': label, closeOnMaskClick: true });
}
