import { createElement, type ReactNode } from 'react';
import type AntdToastModule from 'antd-mobile/es/components/toast';
import { LIMITS } from '@app/protocol/constants';
import { inUserLanguage } from './client-text';
import { getEnvFlags } from './env';

/** Toast types of spec section 3; `loading` is accepted but shows no icon. */
export type ToastType = 'info' | 'success' | 'warning' | 'error' | 'loading';

export interface ToastOptions {
  duration?: number;
}

const glyph = (type: 'info' | 'warning', text: string): ReactNode =>
  createElement('span', { className: `app-toast-glyph app-toast-glyph--${type}`, 'aria-hidden': true }, text);

const ICONS: Record<ToastType, ReactNode> = {
  info: glyph('info', 'i'),
  success: 'success',
  warning: glyph('warning', '!'),
  error: 'fail',
  loading: undefined,
};

type AntdToast = typeof AntdToastModule;
let loading: Promise<AntdToast> | null = null;

/**
 * antd-mobile's Toast (with the React 19 render hook) is kept out of the first-screen bundle:
 * it loads on first use, or when the browser is idle after start (`preloadToast`), so a
 * network-error toast still shows once the connection is gone.
 */
export function preloadToast(): Promise<AntdToast> {
  if (!loading) {
    loading = Promise.all([import('antd-mobile/es/components/toast'), import('./antd-render')]).then(([m]) => m.default);
    loading.catch(() => {
      loading = null;
    });
  }
  return loading;
}

/** Inside the host app toasts take the host's look: 2500 ms, 60 px from the top, 300 px–80 % wide. */
export function toastLook(inApp: boolean): { duration: number; position?: 'top'; maskClassName?: string } {
  return inApp
    ? { duration: LIMITS.hostToastDurationMs, position: 'top', maskClassName: 'app-toast--host' }
    : { duration: LIMITS.toastDurationMs };
}

function show(type: ToastType, text: string, options: ToastOptions = {}): void {
  const content = inUserLanguage(text);
  const look = toastLook(getEnvFlags().isInApp);
  if (look.maskClassName) void import('./host-toast.css');
  preloadToast()
    .then((Toast) =>
      Toast.show({ ...look, content, icon: ICONS[type], duration: options.duration ?? look.duration, maskClickable: true }),
    )
    .catch((error: unknown) => console.warn('[toast] could not show:', content, error));
}

/** The one toast API of the app, built on antd-mobile's Toast (2000 ms by default). */
export const toast = {
  show,
  info: (content: string, options?: ToastOptions) => show('info', content, options),
  success: (content: string, options?: ToastOptions) => show('success', content, options),
  warning: (content: string, options?: ToastOptions) => show('warning', content, options),
  error: (content: string, options?: ToastOptions) => show('error', content, options),
  loading: (content: string, options?: ToastOptions) => show('loading', content, options),
  clear: (): void => void loading?.then((Toast) => Toast.clear()),
};
