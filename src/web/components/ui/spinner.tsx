import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

export type SpinnerProps = { label?: string; className?: string };

/** An announced loading indicator (role=status, named by `label`). */
export function Spinner({ label = 'Carregando', className }: SpinnerProps) {
  return (
    <span role="status" aria-label={label} className={cn('inline-flex text-primary', className)}>
      <Loader2 aria-hidden="true" className="size-8 animate-spin" />
    </span>
  );
}

/** A spinner centred in the viewport, for whole-page loads. */
export function PageSpinner({ label }: { label?: string }) {
  return (
    <div className="grid min-h-dvh place-items-center">
      <Spinner label={label} />
    </div>
  );
}
