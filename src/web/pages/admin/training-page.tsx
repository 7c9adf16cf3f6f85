import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminTrainingPage() {
  return <AdminPage title="Dados de Treinamento" description="Exemplos que orientam a geração de artes." />;
}
