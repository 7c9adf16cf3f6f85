import { AdminPage } from '../../features/admin/components/admin-page';
import { PhotosPanel } from '../../features/admin/components/photos-panel';

export function AdminEnhancedPhotosPage() {
  return (
    <AdminPage title="Fotos Melhoradas - Photo Pro" description="Fotos processadas pelo Foto Pro.">
      <PhotosPanel />
    </AdminPage>
  );
}
