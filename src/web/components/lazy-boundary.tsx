// Where on-demand code appears: a spinner with an accessible name while its chunk loads, and when the
// chunk cannot be fetched (offline, or a deploy replaced it) a pt-BR message with "Tentar novamente",
// which asks for the chunk again. Other errors pass through to the route's own error handling.
import { AlertCircle, RefreshCw } from 'lucide-react';
import { Component, Suspense, type ReactNode } from 'react';
import { ChunkLoadError, retryFailedChunks } from '../lib/lazy-component';
import { cn } from '../lib/cn';
import { Button } from './ui/button';
import { Spinner } from './ui/spinner';

const LAZY_MSG = {
  loading: 'Carregando',
  failed: 'Não foi possível carregar esta parte do FoodArt.',
  checkConnection: 'Verifique sua conexão com a internet e tente novamente. Se não resolver, recarregue a página.',
  retry: 'Tentar novamente',
  reload: 'Recarregar a página',
  close: 'Fechar',
} as const;

type ChunkErrorBoundaryProps = { children: ReactNode; renderError: (retry: () => void) => ReactNode };

class ChunkErrorBoundary extends Component<ChunkErrorBoundaryProps, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown): { error: unknown } {
    return { error };
  }

  private readonly retry = () => {
    retryFailedChunks();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    // Not ours to handle: on to the next boundary (the route's).
    if (!(error instanceof ChunkLoadError)) throw error;
    return this.props.renderError(this.retry);
  }
}

export type ChunkLoadFailedProps = {
  onRetry: () => void;
  /** Offers "Fechar" (e.g. a wizard opened in place) instead of "Recarregar a página". */
  onClose?: () => void;
  className?: string;
};

/** The failed load: what happened, what to do, and the button that tries again. */
export function ChunkLoadFailed({ onRetry, onClose, className }: ChunkLoadFailedProps) {
  return (
    <div role="alert" className={cn('mx-auto grid max-w-md justify-items-center gap-3 rounded-2xl border border-red-200 bg-red-50 p-6 text-center', className)}>
      <AlertCircle aria-hidden="true" className="size-7 text-destructive" />
      <p className="font-semibold text-red-800">{LAZY_MSG.failed}</p>
      <p className="text-sm text-red-800">{LAZY_MSG.checkConnection}</p>
      <div className="flex flex-wrap justify-center gap-2">
        <Button variant="outline" size="sm" onClick={onRetry}>
          <RefreshCw aria-hidden="true" />
          {LAZY_MSG.retry}
        </Button>
        {onClose ? (
          <Button variant="ghost" size="sm" onClick={onClose}>
            {LAZY_MSG.close}
          </Button>
        ) : (
          <Button variant="ghost" size="sm" onClick={() => window.location.reload()}>
            {LAZY_MSG.reload}
          </Button>
        )}
      </div>
    </div>
  );
}

/** A small "try again" for a failed load where the panel would not fit (the header's user menu). */
export function ChunkLoadRetryButton({ onRetry, what }: { onRetry: () => void; what: string }) {
  return (
    <Button variant="outline" size="icon" onClick={onRetry} aria-label={`Não foi possível carregar ${what}. ${LAZY_MSG.retry}`}>
      <RefreshCw aria-hidden="true" />
    </Button>
  );
}

export type LazyBoundaryProps = {
  children: ReactNode;
  /** The spinner's accessible name while the chunk loads. */
  label?: string;
  /** Classes of the box that holds the spinner or the error (its size keeps the layout still). */
  className?: string;
  /** Renders nothing while loading and on failure: for extras the page works without (the toasts). */
  quiet?: boolean;
  /** See ChunkLoadFailed. */
  onClose?: () => void;
  /** Replaces the default failure panel (where it would not fit, e.g. in the header). */
  renderError?: (retry: () => void) => ReactNode;
  /** Replaces the default spinner box (e.g. a placeholder of the section's size). */
  fallback?: ReactNode;
};

export function LazyBoundary({
  children,
  label = LAZY_MSG.loading,
  className = 'grid min-h-64 place-items-center p-4',
  quiet = false,
  onClose,
  renderError: renderCustomError,
  fallback: customFallback,
}: LazyBoundaryProps) {
  const renderError = (retry: () => void) =>
    quiet ? null : renderCustomError ? (
      renderCustomError(retry)
    ) : (
      <div className={className}>
        <ChunkLoadFailed onRetry={retry} onClose={onClose} />
      </div>
    );
  const fallback = quiet
    ? null
    : (customFallback ?? (
        <div className={className}>
          <Spinner label={label} />
        </div>
      ));
  return (
    <ChunkErrorBoundary renderError={renderError}>
      <Suspense fallback={fallback}>{children}</Suspense>
    </ChunkErrorBoundary>
  );
}
