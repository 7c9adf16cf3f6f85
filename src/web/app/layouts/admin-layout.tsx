import { Outlet } from 'react-router';
import { LazyBoundary } from '../../components/lazy-boundary';
import { SidebarProvider, SidebarTrigger } from '../../components/ui/sidebar';
import { AdminSidebar } from '../../features/admin/components/admin-sidebar';

/** The back-office frame: collapsible side menu, header, and the section's page. */
export function AdminLayout() {
  return (
    <SidebarProvider>
      <AdminSidebar />
      <div className="flex min-w-0 flex-1 flex-col">
        <header className="sticky top-0 z-20 flex h-header items-center gap-3 border-b border-border bg-background/90 px-3 backdrop-blur-md sm:px-6">
          <SidebarTrigger />
          <span className="h-6 w-px bg-border" aria-hidden="true" />
          <p className="truncate text-base font-semibold">Painel Administrativo</p>
        </header>
        <main className="flex-1 p-4 sm:p-6 lg:p-8">
          <LazyBoundary>
            <Outlet />
          </LazyBoundary>
        </main>
      </div>
    </SidebarProvider>
  );
}
