import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'info' | 'danger';

export interface ToastLink {
  label: string;
  href: string;
  /** Follows the link inside the app (the router's navigate); without it the browser loads the page. */
  onFollow?: (href: string) => void;
}

export interface ToastInput {
  message: string;
  title?: string;
  tone?: ToastTone;
  /** Keeps a way to what the message is about after the screen that said it is gone ("View booking"). */
  link?: ToastLink;
}

export interface ToastApi {
  show: (toast: ToastInput) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);

export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <ToastProvider>');
  return api;
}
