import { LogIn } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from '../../components/logo';
import { Button } from '../../components/ui/button';
import { SessionCreditsBadge } from '../../features/credits/components/credits-badge';
import { UserMenu } from '../../features/auth/components/user-menu';
import { useMe } from '../../lib/auth';

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
            <UserMenu user={me.user} isAdmin={me.isAdmin} />
          ) : (
            <Button asChild size="sm">
              <Link to="/auth">
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
