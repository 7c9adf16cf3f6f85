import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { ChunkLoadRetryButton, LazyBoundary } from '../../components/lazy-boundary';
import { SessionCreditsBadge } from '../../features/credits/components/session-credits-badge';
import { useMe } from '../../lib/auth';
import { lazyComponent } from '../../lib/lazy-component';
import { routeIntent } from '../../lib/route-preload';

// Signed-in users only: visitors never download the menu (and its dropdown).
const UserMenu = lazyComponent(() => import('../../features/auth/components/user-menu').then((m) => m.UserMenu));

/**
 * The public header: logo on the left (after room kept for the fixed credits badge), the user menu or
 * the sign-in button on the right.
 */
export function PublicHeader() {
  const { data: me, isPending } = useMe();

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md">
      <div className="flex h-header items-center gap-3 px-3 sm:px-4">
        <SessionCreditsBadge placeholder />
        <Link to="/" className="min-w-0 rounded-lg" aria-label="FoodArt — página inicial">
          <Logo compactOnMobile={Boolean(me)} />
        </Link>
        <div className="ml-auto flex items-center gap-2">
          {isPending ? null : me ? (
            <LazyBoundary
              label="Carregando o menu"
              className="grid h-10 w-10 place-items-center sm:w-36 [&_svg]:size-5"
              renderError={(retry) => <ChunkLoadRetryButton what="o menu" onRetry={retry} />}
            >
              <UserMenu user={me.user} isAdmin={me.isAdmin} />
            </LazyBoundary>
          ) : (
            <Button asChild size="sm">
              <Link to="/auth" {...routeIntent('/auth')}>
                <LogIn aria-hidden="true" />
                Entrar / Cadastrar
              </Link>
            </Button>
          )}
        </div>
      </div>
    </header>
  );
}
