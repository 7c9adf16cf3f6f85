import { Infinity as InfinityIcon, Search, UserX, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { USER_SEARCH_MAX } from '../../../../shared/schemas/admin.schema';
import { ListLoadError } from '../../../components/list-states';
import { Card, CardContent } from '../../../components/ui/card';
import { Input } from '../../../components/ui/input';
import { Spinner } from '../../../components/ui/spinner';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { useUserCredits } from '../api/get-user-credits';
import { toastAdminError } from '../lib/admin-toast';
import { formatCount } from '../lib/format';
import { ADMIN_MSG } from '../lib/messages';
import { StatCard } from './stat-card';
import { UserCreditsTable } from './user-credits-table';

/** How long typing must pause before the search goes to the server. */
const USER_SEARCH_DEBOUNCE_MS = 300;

/** "Gerenciar Créditos dos Usuários": the three counters, the search and the table. */
export function UserCreditsPanel() {
  const [search, setSearch] = useState('');
  const query = useDebouncedValue(search.trim(), USER_SEARCH_DEBOUNCE_MS);
  const { data, isPending, isError, error, errorUpdatedAt, isFetching, isPlaceholderData, refetch, isRefetching } = useUserCredits(query);

  // Once per failure.
  useEffect(() => {
    if (isError) toastAdminError(ADMIN_MSG.creditsLoadError, error);
  }, [isError, error, errorUpdatedAt]);

  const counter = (value: number | undefined) => (value === undefined ? '—' : formatCount(value));
  const searching = isFetching && (isPlaceholderData || query !== search.trim());

  return (
    <div className="grid min-w-0 gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard testId="count-total" label="Total de Usuários" value={counter(data?.counts.total)} icon={Users} />
        <StatCard testId="count-without-credits" label="Usuários sem Créditos" value={counter(data?.counts.withoutCredits)} icon={UserX} />
        <StatCard testId="count-unlimited" label="Usuários Ilimitados" value={counter(data?.counts.unlimited)} icon={InfinityIcon} />
      </div>

      <div role="search" className="relative max-w-md">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3.5 size-4 -translate-y-1/2 text-muted-foreground" />
        <Input
          type="search"
          aria-label="Buscar por email ou nome"
          placeholder="Buscar por email ou nome..."
          maxLength={USER_SEARCH_MAX}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
          className="pr-10 pl-10"
        />
        {searching ? <Spinner label="Buscando usuários" className="absolute top-1/2 right-3 -translate-y-1/2 [&_svg]:size-4" /> : null}
      </div>

      {isPending ? (
        <div className="grid min-h-40 place-items-center">
          <Spinner label="Carregando usuários" />
        </div>
      ) : !data ? (
        <ListLoadError message={ADMIN_MSG.creditsLoadError} retrying={isRefetching} onRetry={() => void refetch()} />
      ) : data.users.length === 0 ? (
        <Card className="border-dashed shadow-none">
          <CardContent className="grid justify-items-center gap-3 py-12 text-center">
            <UserX aria-hidden="true" className="size-8 text-muted-foreground" />
            <p className="font-medium">{ADMIN_MSG.usersEmpty}</p>
          </CardContent>
        </Card>
      ) : (
        <div className="grid min-w-0 gap-3">
          <UserCreditsTable users={data.users} busy={searching} />
          {data.truncated ? (
            <p role="note" className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900">
              {ADMIN_MSG.usersTruncated}
            </p>
          ) : null}
        </div>
      )}
    </div>
  );
}
