import { Home } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation } from 'react-router';
import { LogoMark } from '../components/logo';
import { Button } from '../components/ui/button';

export function NotFoundPage() {
  const { pathname } = useLocation();

  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className="grid min-h-dvh place-items-center px-4 py-10">
      <div className="grid max-w-md justify-items-center gap-4 text-center">
        <LogoMark className="size-12" />
        <p className="text-7xl font-extrabold tracking-tight text-primary" aria-hidden="true">
          404
        </p>
        <h1 className="text-2xl font-bold">Oops! Page not found</h1>
        <p className="text-muted-foreground">A página que você procura não existe.</p>
        <Button asChild className="mt-2">
          <Link to="/">
            <Home aria-hidden="true" />
            Voltar para o início
          </Link>
        </Button>
      </div>
    </main>
  );
}
