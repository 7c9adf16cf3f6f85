import { ShieldCheck } from 'lucide-react';
import { Link, Navigate } from 'react-router';
import { LogoMark } from '../components/logo';
import { Card, CardContent } from '../components/ui/card';
import { PageSpinner } from '../components/ui/spinner';
import { AdminLoginForm } from '../features/auth/components/admin-login-form';
import { useIsSigningOut, useMe } from '../lib/auth';

/** The back-office sign-in. An admin who is already signed in goes straight to /admin. */
export function AdminLoginPage() {
  const { data: me, isPending } = useMe();
  const signingOut = useIsSigningOut();
  if (isPending) return <PageSpinner label="Carregando" />;
  if (me?.isAdmin && !signingOut) return <Navigate to="/admin" replace />;

  return (
    <div className="grid min-h-dvh place-items-center bg-gradient-to-b from-stone-100 to-background px-4 py-10">
      <div className="grid w-full max-w-sm gap-6">
        <div className="grid justify-items-center gap-3 text-center">
          <div className="relative">
            <LogoMark className="size-12" />
            <span className="absolute -right-2 -bottom-2 grid size-7 place-items-center rounded-full border-2 border-background bg-stone-900 text-white">
              <ShieldCheck aria-hidden="true" className="size-4" />
            </span>
          </div>
          <h1 className="text-2xl font-bold tracking-tight">Painel Administrativo</h1>
          <p className="text-sm text-muted-foreground">Acesso administrativo restrito à equipe FoodArt.</p>
        </div>
        <Card>
          <CardContent className="p-5 sm:p-7">
            <AdminLoginForm />
          </CardContent>
        </Card>
        <Link to="/" className="mx-auto rounded-md text-sm font-medium text-muted-foreground hover:text-primary">
          Voltar para o início
        </Link>
      </div>
    </div>
  );
}
