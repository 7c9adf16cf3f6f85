import { FileImage, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { ADMIN_SEARCH_MAX, type AdminCreation } from '../../../../shared/schemas/admin.schema';
import { ListLoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { cn } from '../../../lib/cn';
import { useAdminCreations } from '../api/get-admin-creations';
import { toastAdminError } from '../lib/admin-toast';
import { formatCount } from '../lib/format';
import { ADMIN_MSG } from '../lib/messages';
import { CreationsCard } from './creations-card';
import { CreationsDetailDialog } from './creations-detail-dialog';

/** How long typing must pause before the search goes to the server. */
const CREATIONS_SEARCH_DEBOUNCE_MS = 300;

/** Pages are offsets: an art created meanwhile can repeat the last item of the page before. */
function uniqueById(items: AdminCreation[]): AdminCreation[] {
  const seen = new Set<string>();
  return items.filter((item) => {
    if (seen.has(item.id)) return false;
    seen.add(item.id);
    return true;
  });
}

function countText(total: number, searching: boolean): string {
  const noun = total === 1 ? 'criação' : 'criações';
  return searching ? `${formatCount(total)} ${noun} ${total === 1 ? 'encontrada' : 'encontradas'}` : `${formatCount(total)} ${noun}`;
}

/** "Criações dos Usuários": the search, the count, the grid with "Carregar Mais" and the detail dialog. */
export function CreationsPanel() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), CREATIONS_SEARCH_DEBOUNCE_MS);
  const {
    data,
    isPending,
    isError,
    error,
    errorUpdatedAt,
    isFetching,
    isPlaceholderData,
    refetch,
    isRefetching,
    hasNextPage,
    fetchNextPage,
    isFetchingNextPage,
  } = useAdminCreations(query);
  const [selected, setSelected] = useState<AdminCreation | null>(null);
  const trigger = useRef<HTMLButtonElement | null>(null);
  const deleted = useRef(false);
  const searchBox = useRef<HTMLInputElement>(null);
  const hintId = useId();

  // Once per failure, whether of a page or of "Carregar Mais".
  useEffect(() => {
    if (isError) toastAdminError(ADMIN_MSG.creationsLoadError, error);
  }, [isError, error, errorUpdatedAt]);

  const items = uniqueById(data?.pages.flatMap((page) => page.items) ?? []);
  const total = data?.pages.at(-1)?.total;
  const searching = isFetching && !isFetchingNextPage && (isPlaceholderData || query !== search.trim());

  const onOpen = (creation: AdminCreation, button: HTMLButtonElement) => {
    trigger.current = button;
    deleted.current = false;
    setSelected(creation);
  };

  // Back to the card that opened the dialog; after "Excluir" that card is gone, so to the search box.
  const onCloseAutoFocus = (event: Event) => {
    event.preventDefault();
    const card = trigger.current;
    if (!deleted.current && card?.isConnected) card.focus();
    else searchBox.current?.focus();
  };

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div role="search" className="grid w-full max-w-md gap-1.5">
          <div className="relative">
            <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
            <Input
              ref={searchBox}
              type="search"
              aria-label="Buscar por descrição"
              aria-describedby={hintId}
              placeholder="Buscar por descrição..."
              maxLength={ADMIN_SEARCH_MAX}
              value={search}
              onChange={(event) => setSearch(event.target.value)}
              className="pr-10 pl-10"
            />
            {searching ? <Spinner label="Buscando criações" className="absolute top-1/2 right-3 -translate-y-1/2 [&_svg]:size-4" /> : null}
          </div>
          <p id={hintId} className="text-xs text-muted-foreground">
            {ADMIN_MSG.creationsSearchHint}
          </p>
        </div>
        {total === undefined ? null : (
          <p data-testid="creations-count" aria-live="polite" className="text-sm font-medium text-muted-foreground tabular-nums">
            {countText(total, !!query)}
          </p>
        )}
      </div>

      {isPending ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Carregando criações" />
        </div>
      ) : !data ? (
        <ListLoadError message={ADMIN_MSG.creationsLoadError} retrying={isRefetching} onRetry={() => void refetch()} />
      ) : items.length === 0 ? (
        <Card className="border-dashed shadow-none">
          <CardContent className="grid justify-items-center gap-3 py-12 text-center">
            <FileImage aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">{ADMIN_MSG.creationsEmpty}</p>
            <p className="max-w-sm text-sm break-words text-muted-foreground">
              {query ? `Nenhuma descrição contém "${query}".` : 'As artes criadas pelos usuários aparecem aqui.'}
            </p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid gap-6">
          <ul
            aria-label="Criações"
            aria-busy={searching || undefined}
            className={cn('grid gap-4 transition-opacity sm:grid-cols-2 lg:grid-cols-3', searching && 'opacity-60')}
          >
            {items.map((creation) => (
              <li key={creation.id} className="min-w-0">
                <CreationsCard creation={creation} onOpen={onOpen} />
              </li>
            ))}
          </ul>
          {hasNextPage && !isPlaceholderData ? (
            <Button variant="outline" size="lg" className="mx-auto" loading={isFetchingNextPage} onClick={() => void fetchNextPage()}>
              Carregar Mais
            </Button>
          ) : null}
        </div>
      )}

      <CreationsDetailDialog
        creation={selected}
        onClose={(wasDeleted) => {
          deleted.current = wasDeleted;
          setSelected(null);
        }}
        onCloseAutoFocus={onCloseAutoFocus}
      />
    </div>
  );
}
