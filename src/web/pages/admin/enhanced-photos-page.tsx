import { AdminPage } from '../../features/admin/components/admin-page';

export function AdminEnhancedPhotosPage() {
  return <AdminPage title="Fotos Melhoradas - Photo Pro" description="Fotos processadas pelo Foto Pro." />;
}
