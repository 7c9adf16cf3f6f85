import { LogOut } from 'lucide-react';
import { NavLink } from 'react-router';
import { toast } from 'sonner';
import { MSG } from '../../../../shared/messages';
import { LogoMark } from '../../../components/logo';
import {
  Sidebar,
  SidebarContent,
  SidebarFooter,
  SidebarHeader,
  SidebarLabel,
  sidebarItemActiveClasses,
  sidebarItemClasses,
  useSidebar,
} from '../../../components/ui/sidebar';
import { useSignOut } from '../../../lib/auth';
import { cn } from '../../../lib/cn';
import { ADMIN_NAV_ITEMS } from '../lib/nav-items';

/** The back-office menu: one entry per section and a "Sair" button at the bottom. */
export function AdminSidebar() {
  const signOut = useSignOut({
    redirectTo: '/login',
    onSuccess: () => toast.success(MSG.adminLogoutTitle, { description: MSG.adminLogoutDescription }),
    onError: () => toast.error(MSG.logoutError),
  });
  const { isMobile, setOpenMobile } = useSidebar();

  const closeDrawer = () => {
    if (isMobile) setOpenMobile(false);
  };

  const onSignOut = () => signOut.mutate();

  return (
    <Sidebar label="Menu administrativo">
      <SidebarHeader className="group-data-[collapsed=true]:justify-center group-data-[collapsed=true]:px-0">
        <LogoMark className="size-8" />
        <SidebarLabel className="leading-tight">
          <span className="block text-sm font-extrabold">
            Food<span className="text-primary">Art</span>
          </span>
          <span className="block text-xs text-muted-foreground">Painel Admin</span>
        </SidebarLabel>
      </SidebarHeader>
      <SidebarContent>
        <ul className="grid gap-1">
          {ADMIN_NAV_ITEMS.map(({ to, label, icon: Icon }) => (
            <li key={to}>
              <NavLink
                to={to}
                end={to === '/admin'}
                title={label}
                onClick={closeDrawer}
                className={({ isActive }) => cn(sidebarItemClasses, isActive && sidebarItemActiveClasses)}
              >
                <Icon aria-hidden="true" />
                <SidebarLabel>{label}</SidebarLabel>
              </NavLink>
            </li>
          ))}
        </ul>
      </SidebarContent>
      <SidebarFooter>
        <button
          type="button"
          title="Sair"
          onClick={onSignOut}
          disabled={signOut.isPending}
          className={cn(sidebarItemClasses, 'hover:bg-red-50 hover:text-destructive disabled:opacity-60')}
        >
          <LogOut aria-hidden="true" />
          <SidebarLabel>Sair</SidebarLabel>
        </button>
      </SidebarFooter>
    </Sidebar>
  );
}
