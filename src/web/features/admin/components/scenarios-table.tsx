import { ImageOff, Pencil, Power, PowerOff } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import type { AdminScenario } from '../../../../shared/schemas/admin.schema';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useToggleScenario } from '../api/save-scenario';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { ScenarioFormDialog } from './scenario-form-dialog';
import { TableScrollBox } from './table-scroll-box';

const HEAD = 'px-4 py-3 text-left text-xs font-semibold tracking-wide whitespace-nowrap text-muted-foreground uppercase';
const CELL = 'px-4 py-3 align-middle';

function Thumbnail({ scenario }: { scenario: AdminScenario }) {
  const [broken, setBroken] = useState(false);
  return (
    <div className="grid h-12 w-16 place-items-center overflow-hidden rounded-lg border border-border bg-muted">
      {broken ? (
        <>
          <ImageOff aria-hidden="true" className="size-5 text-muted-foreground" />
          <span className="sr-only">Prévia indisponível</span>
        </>
      ) : (
        <img src={scenario.thumbnailUrl} alt={`Prévia: ${scenario.name}`} loading="lazy" className="size-full object-cover" onError={() => setBroken(true)} />
      )}
    </div>
  );
}

/** Every scenario, by display order, with "Editar" and "Ativar"/"Desativar" per row. Scrolls sideways on phones. */
export function ScenariosTable({ scenarios, nextOrder }: { scenarios: AdminScenario[]; nextOrder: number }) {
  const toggle = useToggleScenario();

  const onToggle = (scenario: AdminScenario) => {
    const isActive = !scenario.isActive;
    toggle.mutate(
      { id: scenario.id, isActive },
      {
        onSuccess: () => toast.success(isActive ? ADMIN_MSG.scenarioActivated : ADMIN_MSG.scenarioDeactivated, { description: scenario.name }),
        onError: (error) => toastAdminError(ADMIN_MSG.statusUpdateError, error),
      },
    );
  };

  return (
    <TableScrollBox label="Cenários">
      <table className="w-full min-w-[52rem] border-collapse text-sm">
        <thead className="border-b border-border bg-secondary/40">
          <tr>
            <th scope="col" className={HEAD}>Prévia</th>
            <th scope="col" className={HEAD}>Nome</th>
            <th scope="col" className={HEAD}>Descrição</th>
            <th scope="col" className={cn(HEAD, 'text-right')}>Ordem</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={cn(HEAD, 'text-right')}>Ações</th>
          </tr>
        </thead>
        <tbody>
          {scenarios.map((scenario) => {
            const toggling = toggle.isPending && toggle.variables?.id === scenario.id;
            const verb = scenario.isActive ? 'Desativar' : 'Ativar';
            return (
              <tr key={scenario.id} data-testid="scenario-row" className="border-b border-border last:border-b-0">
                <td className={CELL}>
                  <Thumbnail scenario={scenario} />
                </td>
                <th scope="row" className={cn(CELL, 'max-w-48 text-left font-medium')}>
                  {scenario.name}
                </th>
                <td className={cn(CELL, 'max-w-80 text-muted-foreground')}>
                  <p className="line-clamp-2" title={scenario.description}>
                    {scenario.description}
                  </p>
                </td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{scenario.displayOrder}</td>
                <td className={CELL}>
                  <Badge variant={scenario.isActive ? 'success' : 'secondary'}>{scenario.isActive ? 'Ativo' : 'Inativo'}</Badge>
                </td>
                <td className={CELL}>
                  <div className="flex justify-end gap-2">
                    <ScenarioFormDialog
                      scenario={scenario}
                      nextOrder={nextOrder}
                      trigger={
                        <Button variant="outline" size="sm" aria-label={`Editar ${scenario.name}`}>
                          <Pencil aria-hidden="true" />
                          Editar
                        </Button>
                      }
                    />
                    <Button variant="ghost" size="sm" className="w-32" loading={toggling} aria-label={`${verb} ${scenario.name}`} onClick={() => onToggle(scenario)}>
                      {toggling ? null : scenario.isActive ? <PowerOff aria-hidden="true" /> : <Power aria-hidden="true" />}
                      {verb}
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
