import { FileImage } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { formatCount } from '../../../../shared/format';
import { ADMIN_SEARCH_MAX, type AdminCreation } from '../../../../shared/schemas/admin.schema';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useAdminCreations } from '../api/get-admin-creations';
import { useReturnFocus } from '../hooks/use-return-focus';
import { ADMIN_MSG } from '../lib/messages';
import { loadedItems } from '../lib/paging';
import { AdminEmptyState, AdminListSpinner, AdminListStates, PagedGrid } from './admin-list-states';
import { CreationsCard } from './creations-card';
import { CreationsDetailDialog } from './creations-detail-dialog';
import { SearchField } from './search-field';

/** How long typing must pause before the search goes to the server. */
const CREATIONS_SEARCH_DEBOUNCE_MS = 300;

function countText(total: number, searching: boolean): string {
  const noun = total === 1 ? 'criação' : 'criações';
  return searching ? `${formatCount(total)} ${noun} ${total === 1 ? 'encontrada' : 'encontradas'}` : `${formatCount(total)} ${noun}`;
}

/** "Criações dos Usuários": the search, the count, the grid with "Carregar Mais" and the detail dialog. */
export function CreationsPanel() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), CREATIONS_SEARCH_DEBOUNCE_MS);
  const creations = useAdminCreations(query);
  const { data, isFetching, isPlaceholderData, isFetchingNextPage } = creations;
  const [selected, setSelected] = useState<AdminCreation | null>(null);
  const searchBox = useRef<HTMLInputElement>(null);
  // Back to the card that opened the dialog; after "Excluir" that card is gone, so to the search box.
  const focus = useReturnFocus(searchBox);
  const hintId = useId();

  const items = loadedItems(data);
  const total = data?.pages.at(-1)?.total;
  const searching = isFetching && !isFetchingNextPage && (isPlaceholderData || query !== search.trim());

  const onOpen = (creation: AdminCreation, button: HTMLButtonElement) => {
    focus.openedFrom(button);
    setSelected(creation);
  };

  return (
    <div className="grid min-w-0 gap-6">
      <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-3">
        <div role="search" className="grid w-full max-w-md gap-1.5">
          <SearchField
            ref={searchBox}
            aria-label="Buscar por descrição"
            aria-describedby={hintId}
            placeholder="Buscar por descrição..."
            maxLength={ADMIN_SEARCH_MAX}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
            searching={searching}
            searchingLabel="Buscando criações"
          />
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

      <AdminListStates
        query={creations}
        loading={<AdminListSpinner label="Carregando criações" />}
        errorMessage={ADMIN_MSG.creationsLoadError}
        isEmpty={() => items.length === 0}
        empty={
          <AdminEmptyState
            icon={FileImage}
            title={ADMIN_MSG.creationsEmpty}
            description={query ? `Nenhuma descrição contém "${query}".` : 'As artes criadas pelos usuários aparecem aqui.'}
            descriptionClassName="max-w-sm break-words"
          />
        }
      >
        {() => (
          <PagedGrid label="Criações" items={items} busy={searching} query={creations}>
            {(creation) => <CreationsCard creation={creation} onOpen={onOpen} />}
          </PagedGrid>
        )}
      </AdminListStates>

      <CreationsDetailDialog
        creation={selected}
        onClose={(wasDeleted) => {
          if (wasDeleted) focus.markDeleted();
          setSelected(null);
        }}
        onCloseAutoFocus={focus.onCloseAutoFocus}
      />
    </div>
  );
}
