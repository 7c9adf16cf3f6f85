import { Mountain, Plus } from 'lucide-react';
import type { AdminScenario } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { useAdminScenarios } from '../api/get-admin-scenarios';
import { ADMIN_MSG } from '../lib/messages';
import { AdminEmptyState, AdminListSpinner, AdminListStates } from './admin-list-states';
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
  const query = useAdminScenarios();

  return (
    <AdminListStates
      query={query}
      loading={<AdminListSpinner label="Carregando cenários" />}
      errorMessage={ADMIN_MSG.scenariosLoadError}
      isEmpty={(scenarios) => !scenarios.length}
      empty={<AdminEmptyState icon={Mountain} title={ADMIN_MSG.scenariosEmpty} description='Use "Novo Cenário" para criar o primeiro.' />}
    >
      {(scenarios) => <ScenariosTable scenarios={scenarios} nextOrder={nextOrderOf(scenarios)} />}
    </AdminListStates>
  );
}
