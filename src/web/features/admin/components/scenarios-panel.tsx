import { Mountain, Plus } from 'lucide-react';
import { useEffect } from 'react';
import type { AdminScenario } from '../../../../shared/schemas/admin.schema';
import { ListLoadError } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { Card, CardContent } from '../../../components/ui/card';
import { Spinner } from '../../../components/ui/spinner';
import { useAdminScenarios } from '../api/get-admin-scenarios';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { ScenarioFormDialog } from './scenario-form-dialog';
import { ScenariosTable } from './scenarios-table';

/** The display order a new scenario starts with: after the last one. */
function nextOrderOf(scenarios: AdminScenario[] | undefined): number {
  if (!scenarios?.length) return 0;
  return Math.max(...scenarios.map((s) => s.displayOrder)) + 1;
}

/** "Novo Cenário", for the page header. */
export function NewScenarioButton() {
  const { data } = useAdminScenarios();
  return (
    <ScenarioFormDialog
      scenario={null}
      nextOrder={nextOrderOf(data)}
      trigger={
        <Button>
          <Plus aria-hidden="true" />
          Novo Cenário
        </Button>
      }
    />
  );
}

/** "Gestão de Cenários": the table, or its loading, failed or empty state. */
export function ScenariosPanel() {
  const { data, isPending, isError, error, errorUpdatedAt, refetch, isRefetching } = useAdminScenarios();

  // Once per failure.
  useEffect(() => {
    if (isError) toastAdminError(ADMIN_MSG.scenariosLoadError, error);
  }, [isError, error, errorUpdatedAt]);

  if (isPending) {
    return (
      <div className="grid min-h-40 place-items-center">
        <Spinner label="Carregando cenários" />
      </div>
    );
  }
  if (!data) return <ListLoadError message={ADMIN_MSG.scenariosLoadError} retrying={isRefetching} onRetry={() => void refetch()} />;
  if (!data.length) {
    return (
      <Card className="border-dashed shadow-none">
        <CardContent className="grid justify-items-center gap-3 py-12 text-center">
          <Mountain aria-hidden="true" className="size-8 text-muted-foreground" />
          <p className="font-medium">{ADMIN_MSG.scenariosEmpty}</p>
          <p className="text-sm text-muted-foreground">Use "Novo Cenário" para criar o primeiro.</p>
        </CardContent>
      </Card>
    );
  }
  return <ScenariosTable scenarios={data} nextOrder={nextOrderOf(data)} />;
}
