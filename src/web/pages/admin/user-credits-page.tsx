import { AdminPage } from '../../features/admin/components/admin-page';
import { UserCreditsPanel } from '../../features/admin/components/user-credits-panel';

export function AdminUserCreditsPage() {
  return (
    <AdminPage title="Gerenciar Créditos dos Usuários" description="Saldo de créditos e planos de cada usuário.">
      <UserCreditsPanel />
    </AdminPage>
  );
}
