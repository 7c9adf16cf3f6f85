// The loading and failed states of a list fetched for a wizard step (templates, scenarios).
import { AlertCircle, RefreshCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from './ui/button';

export type ListSkeletonProps = {
  /** Said to screen readers while the list loads, e.g. "Carregando templates". */
  label: string;
  count: number;
  /** The grid classes of the real list, so the placeholders take its place. */
  className: string;
  /** Each placeholder's data-testid. */
  itemTestId: string;
  /** The inside of one placeholder card. */
  children: ReactNode;
};

/** A list still loading: a status for screen readers, `count` placeholder cards for the eye. */
export function ListSkeleton({ label, count, className, itemTestId, children }: ListSkeletonProps) {
  return (
    <div aria-busy="true" className="grid gap-3">
      <span role="status" className="sr-only">
        {label}
      </span>
      <ul aria-hidden="true" className={className}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index} className="overflow-hidden rounded-2xl border-2 border-border bg-card" data-testid={itemTestId}>
            {children}
          </li>
        ))}
      </ul>
    </div>
  );
}

export type ListLoadErrorProps = {
  message: string;
  /** The retry is under way (the button shows it is loading). */
  retrying: boolean;
  onRetry: () => void;
};

/** A list that failed to load: the message, announced at once, and "Tentar novamente". */
export function ListLoadError({ message, retrying, onRetry }: ListLoadErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center">
      <AlertCircle aria-hidden="true" className="size-7 text-destructive" />
      <p className="font-semibold text-red-800">{message}</p>
      <Button variant="outline" size="sm" loading={retrying} onClick={onRetry}>
        {retrying ? null : <RefreshCw aria-hidden="true" />}
        Tentar novamente
      </Button>
    </div>
  );
}
