// Toasts from the code of the first screen. sonner (and the stylesheet it injects) is not part of the
// landing's initial JS: it loads right after the first render (the app's Toaster), and these calls
// wait for it. Code that is itself loaded on demand may import `toast` from sonner directly.
type Toast = typeof import('sonner').toast;
type ToastOptions = Parameters<Toast['error']>[1];

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

export type FormToasts = {
  /** The form's error: it replaces the form's previous one rather than piling up beside it. */
  error: (message: string, options?: ToastOptions) => void;
  /** The form's success: its error, now stale, goes away. */
  success: (message: string, options?: ToastOptions) => void;
  info: (message: string, options?: ToastOptions) => void;
};

/**
 * The toasts of one form (`form` names it: 'login', 'admin-template'…). Its errors share one toast id,
 * so a success can dismiss the error it makes stale ("Email ou senha incorretos" does not stay beside
 * "Login realizado com sucesso!").
 */
export function formToasts(form: string): FormToasts {
  const errorId = `form-error:${form}`;
  return {
    error: (message, options) => notify.error(message, { ...options, id: errorId }),
    success: (message, options) => {
      void loadToast().then((toast) => {
        toast.dismiss(errorId);
        toast.success(message, options);
      });
    },
    info: (message, options) => notify.info(message, options),
  };
}
