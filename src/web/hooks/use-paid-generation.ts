// One paid generation (Foto Pro, Templates Rápidos) from its "Gerar" button to the answer: the session and the
// balance are checked first; the request carries one Idempotency-Key per press and drives the progress bar;
// no credit, a lapsed session and a server error are each told to the user the same way in every wizard.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import type { Credits, Me } from '../../shared/schemas/me.schema';
import { ApiError, errorMessage } from '../lib/api-client';
import { ME_QUERY_KEY, meQueryOptions } from '../lib/auth';
import { newIdempotencyKey } from '../lib/idempotency';
import { canSpendCredit, setSessionCredits } from '../lib/session-credits';
import type { FormToasts } from '../lib/toast';
import type { GenerationUploadOptions } from '../lib/upload';
import { useGenerationProgress, type ProgressEstimate } from './use-generation-progress';

export type PaidGenerationOptions<Request, Result> = {
  /** The API call, e.g. `generateArt`. */
  send: (request: Request, options: GenerationUploadOptions) => Promise<Result>;
  /** How the progress bar moves while the server works. */
  estimate: ProgressEstimate;
  /** Said when the session cannot be read, or when the request fails without a message from the server. */
  failedMessage: string;
  /** A visitor, or a session that lapsed: keep the draft, say why and go to sign in. */
  onLoginRequired: () => void;
  /** The wizard's toasts (lib/toast.ts formToasts): its success clears the failures said here. */
  toasts: FormToasts;
};

/**
 * A paid request's failure that is not an error to show: no credit left (402: the dialog opens and the
 * balance is read again) or a lapsed session (401). Says whether it was one of those.
 */
export function handlePaidFailure(error: unknown, queryClient: QueryClient, on: { noCredits: () => void; sessionLost: () => void }): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 402) {
    on.noCredits();
    void queryClient.invalidateQueries({ queryKey: ME_QUERY_KEY });
    return true;
  }
  if (error.status === 401) {
    on.sessionLost();
    return true;
  }
  return false;
}

export function usePaidGeneration<Request, Result extends { credits: Credits }>({
  send,
  estimate,
  failedMessage,
  onLoginRequired,
  toasts,
}: PaidGenerationOptions<Request, Result>) {
  const queryClient = useQueryClient();
  const progress = useGenerationProgress(estimate);
  const [generating, setGenerating] = useState(false);
  const [outOfCreditsOpen, setOutOfCreditsOpen] = useState(false);
  /** The "Gerar" button: the focus returns to it after a failure, so the user can try again at once. */
  const generateRef = useRef<HTMLButtonElement>(null);
  const mutation = useMutation({
    mutationFn: ({ request, idempotencyKey }: { request: Request; idempotencyKey: string }) =>
      send(request, { idempotencyKey, onUploadProgress: progress.onUploadProgress }),
  });

  /** The signed-in user; undefined once the user has been told why not (`failure`, or sent to sign in). */
  const requireSession = async (failure: string): Promise<Me | undefined> => {
    let me: Me | null;
    try {
      me = await queryClient.ensureQueryData(meQueryOptions());
    } catch {
      toasts.error(failure);
      return undefined;
    }
    if (!me) {
      onLoginRequired();
      return undefined;
    }
    return me;
  };

  /** The server answered 401: the session is gone, so forget it and ask to sign in. */
  const onSessionLost = () => {
    queryClient.setQueryData(ME_QUERY_KEY, null);
    onLoginRequired();
  };

  /**
   * Sends `request` when the user is signed in with a credit to spend; `onGenerated` gets the answer once the
   * badge shows the new balance, and the wizard counts as generating until it returns.
   */
  const generate = async (request: Request, onGenerated: (result: Result) => void | Promise<void>) => {
    const me = await requireSession(failedMessage);
    if (!me) return;
    if (!canSpendCredit(me.credits)) {
      setOutOfCreditsOpen(true);
      return;
    }

    setGenerating(true);
    progress.start();
    try {
      const result = await mutation.mutateAsync({ request, idempotencyKey: newIdempotencyKey() });
      setSessionCredits(queryClient, result.credits);
      await onGenerated(result);
    } catch (error) {
      progress.reset();
      if (handlePaidFailure(error, queryClient, { noCredits: () => setOutOfCreditsOpen(true), sessionLost: onSessionLost })) return;
      toasts.error(errorMessage(error, failedMessage));
      generateRef.current?.focus();
    } finally {
      setGenerating(false);
    }
  };

  return {
    generate,
    generating,
    progress,
    generateRef,
    requireSession,
    onSessionLost,
    /** Props of the OutOfCreditsDialog. */
    outOfCredits: { open: outOfCreditsOpen, onOpenChange: setOutOfCreditsOpen },
  };
}
