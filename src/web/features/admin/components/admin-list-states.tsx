import type { LucideIcon } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { ListLoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { cn } from '../../../lib/cn';
import { toastAdminError } from '../lib/admin-toast';

/** What AdminListStates reads of a list's query (a useQuery or useInfiniteQuery result). */
export type AdminListQuery<T> = {
  data: T | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  errorUpdatedAt: number;
  isRefetching: boolean;
  refetch: () => unknown;
};

export type AdminListStatesProps<T> = {
  query: AdminListQuery<T>;
  /** The first load: an AdminListSpinner, or placeholders shaped like the list. */
  loading: ReactNode;
  /** The toast's title on each failure, and the message of the failed state. */
  errorMessage: string;
  isEmpty: (data: T) => boolean;
  /** Usually an AdminEmptyState. */
  empty: ReactNode;
  children: (data: T) => ReactNode;
};

/**
 * A back-office list's states: its first load, a failure ("Tentar novamente"), nothing to show, or the
 * list. Each failure is also toasted once, whether of the list or of a later page ("Carregar Mais").
 */
export function AdminListStates<T>({ query, loading, errorMessage, isEmpty, empty, children }: AdminListStatesProps<T>) {
  const { data, isPending, isError, error, errorUpdatedAt, isRefetching, refetch } = query;

  useEffect(() => {
    if (isError) toastAdminError(errorMessage, error);
  }, [isError, error, errorUpdatedAt, errorMessage]);

  if (isPending) return loading;
  if (!data) return <ListLoadError message={errorMessage} retrying={isRefetching} onRetry={() => void refetch()} />;
  if (isEmpty(data)) return empty;
  return children(data);
}

/** A list's first load: a spinner named `label`, centred where the list will be. */
export function AdminListSpinner({ label }: { label: string }) {
  return (
    <div className="grid min-h-40 place-items-center">
      <Spinner label={label} />
    </div>
  );
}

export type AdminEmptyStateProps = {
  icon: LucideIcon;
  title: string;
  /** A line under the title: why the list is empty, or how to fill it. */
  description?: ReactNode;
  descriptionClassName?: string;
  /** An action under the text ("Novo Template"). */
  children?: ReactNode;
};

/** A list with nothing to show: a dashed card with an icon, the title, and what to do next. */
export function AdminEmptyState({ icon: Icon, title, description, descriptionClassName, children }: AdminEmptyStateProps) {
  return (
    <Card className="border-dashed shadow-none">
      <CardContent className="grid justify-items-center gap-3 py-12 text-center">
        <Icon aria-hidden="true" className="size-8 text-muted-foreground" />
        <p className="font-medium">{title}</p>
        {description ? <p className={cn('text-sm text-muted-foreground', descriptionClassName)}>{description}</p> : null}
        {children}
      </CardContent>
    </Card>
  );
}

/** What PagedGrid reads of a useInfiniteQuery result. */
export type PagedQuery = {
  hasNextPage: boolean;
  isPlaceholderData: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
};

export type PagedGridProps<T> = {
  /** The list's accessible name. */
  label: string;
  items: readonly T[];
  /** Another search or filter is loading: the grid dims and says it is busy. */
  busy: boolean;
  query: PagedQuery;
  children: (item: T) => ReactNode;
};

/** A paged list's card grid and, while there is a next page, "Carregar Mais" under it. */
export function PagedGrid<T extends { id: string }>({ label, items, busy, query, children }: PagedGridProps<T>) {
  return (
    <div className="grid gap-6">
      <ul aria-label={label} aria-busy={busy || undefined} className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', busy && 'opacity-60')}>
        {items.map((item) => (
          <li key={item.id} className="min-w-0">
            {children(item)}
          </li>
        ))}
      </ul>
      {/* Not while another search or filter loads: its first page is not there yet. */}
      {query.hasNextPage && !query.isPlaceholderData ? (
        <Button variant="outline" size="lg" className="mx-auto" loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Carregar Mais
        </Button>
      ) : null}
    </div>
  );
}
