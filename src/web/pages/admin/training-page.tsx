import { AdminPage } from '../../features/admin/components/admin-page';
import { TrainingPanel } from '../../features/admin/components/training-panel';

export function AdminTrainingPage() {
  return (
    <AdminPage title="Dados de Treinamento" description="Exemplos que orientam a geração de artes.">
      <TrainingPanel />
    </AdminPage>
  );
}
