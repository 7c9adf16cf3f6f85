import { toast } from 'sonner';
import { errorMessage } from '../../../lib/api-client';
import { ADMIN_MSG } from './messages';

/** An admin failure (spec §8): a destructive toast titled `title`, the server's message as its description. */
export function toastAdminError(title: string, error: unknown): void {
  toast.error(title, { description: errorMessage(error, ADMIN_MSG.fallbackDescription) });
}
