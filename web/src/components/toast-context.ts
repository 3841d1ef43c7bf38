import { createContext, useContext } from 'react';

export type ToastTone = 'success' | 'info' | 'danger';

export interface ToastInput {
  message: string;
  title?: string;
  tone?: ToastTone;
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
