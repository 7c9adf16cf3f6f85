// Toasts from the code of the first screen. sonner (and the stylesheet it injects) is not part of the
// landing's initial JS: it loads right after the first render (the app's Toaster), and these calls
// wait for it. Code that is itself loaded on demand may import `toast` from sonner directly.
type Toast = typeof import('sonner').toast;

const loadToast = () => import('sonner').then((module) => module.toast);

const later =
  <K extends 'info' | 'success' | 'error'>(kind: K) =>
  (...args: Parameters<Toast[K]>): void => {
    void loadToast().then((toast) => (toast[kind] as (...a: Parameters<Toast[K]>) => unknown)(...args));
  };

export const notify = {
  info: later('info'),
  success: later('success'),
  error: later('error'),
};
