import { useRef, type RefObject } from 'react';

/**
 * Where the focus goes when a dialog opened from a list closes: back to the button that opened it, or,
 * once what the dialog showed is deleted (its button gone with it), to `fallback`.
 */
export function useReturnFocus(fallback: RefObject<HTMLElement | null>) {
  const opener = useRef<HTMLElement | null>(null);
  const deleted = useRef(false);

  return {
    /** The dialog opens from `button`. */
    openedFrom: (button: HTMLElement) => {
      opener.current = button;
      deleted.current = false;
    },
    /** What the dialog showed was deleted. */
    markDeleted: () => {
      deleted.current = true;
    },
    /** The dialog's onCloseAutoFocus. */
    onCloseAutoFocus: (event: Event) => {
      event.preventDefault();
      const button = opener.current;
      if (!deleted.current && button?.isConnected) button.focus();
      else fallback.current?.focus();
    },
  };
}
