import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import type { FormToasts } from '../../../lib/toast';
import { ADMIN_MSG } from './messages';

/**
 * An admin failure (spec §8): a destructive toast titled `title`, the server's message as its description
 * (a form's own toast with `toasts`, so that its success clears it).
 */
export function toastAdminError(title: string, error: unknown, toasts?: Pick<FormToasts, 'error'>): void {
  (toasts ?? toast).error(title, { description: errorMessage(error, ADMIN_MSG.fallbackDescription) });
}
