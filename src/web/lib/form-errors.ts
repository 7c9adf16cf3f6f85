import type { FieldErrors, FieldValues } from 'react-hook-form';
import { toast } from 'sonner';
import type { FormToasts } from './toast';

/**
 * The first validation message in the order the fields appear on screen (the one shown as a toast).
 * `order` lists the form's fields top to bottom.
 */
export function firstFieldError<T extends FieldValues>(
  errors: FieldErrors<T>,
  order: readonly (keyof T & string)[],
): string | undefined {
  for (const field of order) {
    const message = errors[field]?.message;
    if (typeof message === 'string' && message) return message;
  }
  const root = errors.root?.message;
  return typeof root === 'string' && root ? root : undefined;
}

/**
 * react-hook-form's invalid handler for our forms: the first message on screen becomes an error toast
 * (the form's own, with `toasts`, so that its success clears it).
 */
export function toastFirstFieldError<T extends FieldValues>(order: readonly (keyof T & string)[], toasts?: Pick<FormToasts, 'error'>) {
  return (errors: FieldErrors<T>) => {
    const message = firstFieldError(errors, order);
    if (message) (toasts ?? toast).error(message);
  };
}
