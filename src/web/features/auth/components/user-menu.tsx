import { ChevronDown, Images, LayoutDashboard, LogOut, Sparkles, UserRound } from 'lucide-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { toast } from 'sonner';
import type { Me } from '../../../../shared/schemas/me.schema';
import { MSG } from '../../../../shared/messages';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '../../../components/ui/dropdown-menu';
import { initialsOf, useSignOut } from '../../../lib/auth';
import { routeIntent } from '../../../lib/route-preload';
import { PRICING_SECTION_ID, scrollToSection, type ScrollToState } from '../../../lib/sections';

/** The signed-in user's menu in the public header; an admin also finds the way to the back-office. */
export function UserMenu({ user, isAdmin = false }: { user: Me['user']; isAdmin?: boolean }) {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const signOut = useSignOut({
    redirectTo: '/',
    onSuccess: () => toast.success(MSG.logoutSuccess),
    onError: () => toast.error(MSG.logoutError),
  });
  const firstName = user.fullName.trim().split(/\s+/)[0] || user.email;

  const onViewPlans = () => {
    if (pathname === '/' && scrollToSection(PRICING_SECTION_ID)) return;
    const state: ScrollToState = { scrollTo: PRICING_SECTION_ID };
    navigate('/', { state });
  };

  const onSignOut = () => signOut.mutate();

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        data-testid="user-menu"
        className="inline-flex h-10 cursor-pointer items-center gap-2 rounded-full border border-border bg-card py-1 pr-3 pl-1 text-sm font-semibold shadow-xs transition-colors hover:bg-secondary data-[state=open]:bg-secondary"
      >
        <span
          aria-hidden="true"
          className="grid size-8 place-items-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
        >
          {initialsOf(user.fullName)}
        </span>
        <span className="hidden max-w-32 truncate sm:inline">{firstName}</span>
        <span className="sr-only sm:hidden">Menu de {firstName}</span>
        <ChevronDown aria-hidden="true" className="size-4 text-muted-foreground" />
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>
          <span className="block truncate font-semibold">{user.fullName}</span>
          <span className="block truncate text-xs font-normal text-muted-foreground">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem asChild>
          <Link to="/profile" {...routeIntent('/profile')}>
            <UserRound aria-hidden="true" />
            Meu Perfil
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem asChild>
          <Link to="/my-creations" {...routeIntent('/my-creations')}>
            <Images aria-hidden="true" />
            Minhas Criações
          </Link>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={onViewPlans}>
          <Sparkles aria-hidden="true" />
          Ver Planos
        </DropdownMenuItem>
        {isAdmin ? (
          <DropdownMenuItem asChild>
            <Link to="/admin" {...routeIntent('/admin')}>
              <LayoutDashboard aria-hidden="true" />
              Painel Administrativo
            </Link>
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={signOut.isPending} onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sair
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
