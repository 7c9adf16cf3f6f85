import { Infinity as InfinityIcon, UserX, Users } from 'lucide-react';
import { useState } from 'react';
import { formatCount } from '../../../../shared/format';
import { USER_SEARCH_MAX } from '../../../../shared/schemas/admin.schema';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useUserCredits } from '../api/get-user-credits';
import { ADMIN_MSG } from '../lib/messages';
import { AdminEmptyState, AdminListSpinner, AdminListStates } from './admin-list-states';
import { SearchField } from './search-field';
import { StatCard } from './stat-card';
import { UserCreditsTable } from './user-credits-table';

/** How long typing must pause before the search goes to the server. */
const USER_SEARCH_DEBOUNCE_MS = 300;

/** "Gerenciar Créditos dos Usuários": the three counters, the search and the table. */
export function UserCreditsPanel() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const credits = useUserCredits(query);
  const { data, isFetching, isPlaceholderData } = credits;

  const counter = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  const searching = isFetching && (isPlaceholderData || query !== search.trim());

  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard testId="count-total" label="Total de Usuários" value={counter(data?.counts.total)} icon={Users} />
        <StatCard testId="count-without-credits" label="Usuários sem Créditos" value={counter(data?.counts.withoutCredits)} icon={UserX} />
        <StatCard testId="count-unlimited" label="Usuários Ilimitados" value={counter(data?.counts.unlimited)} icon={InfinityIcon} />
      </div>

      <div role="search" className="max-w-md">
        <SearchField
          aria-label="Buscar por email ou nome"
          placeholder="Buscar por email ou nome..."
          maxLength={USER_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          searching={searching}
          searchingLabel="Buscando usuários"
        />
      </div>

      <AdminListStates
        query={credits}
        loading={<AdminListSpinner label="Carregando usuários" />}
        errorMessage={ADMIN_MSG.creditsLoadError}
        isEmpty={(list) => list.users.length === 0}
        empty={<AdminEmptyState icon={UserX} title={ADMIN_MSG.usersEmpty} />}
      >
        {(list) => (
          <div className="grid min-w-0 gap-3">
            <UserCreditsTable users={list.users} busy={searching} />
            {list.truncated ? (
              <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
                {ADMIN_MSG.usersTruncated}
              </p>
            ) : null}
          </div>
        )}
      </AdminListStates>
    </div>
  );
}
