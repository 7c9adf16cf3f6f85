import { AlertTriangle, Crown, Home, Images, Mail } from 'lucide-react';
import { Link } from 'react-router';
import { Badge } from '../components/ui/badge';
import { Button } from '../components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../components/ui/card';
import { creditsSummaryText } from '../features/credits/lib/credits-text';
import { initialsOf, useMe } from '../lib/auth';

export function ProfilePage() {
  const { data: me } = useMe();
  if (!me) return null;
  const { user, credits } = me;
  const outOfCredits = !credits.unlimited && credits.remaining <= 0;

  return (
    <div className="mx-auto grid max-w-3xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Meu Perfil</h1>

      <Card>
        <CardContent className="flex flex-col gap-5 sm:flex-row sm:items-center">
          <span
            aria-hidden="true"
            className="grid size-16 shrink-0 place-items-center rounded-full bg-primary text-xl font-bold text-primary-foreground"
          >
            {initialsOf(user.fullName)}
          </span>
          <div className="grid min-w-0 gap-1">
            <p className="truncate text-lg font-semibold">{user.fullName}</p>
            <p className="inline-flex min-w-0 items-center gap-1.5 text-sm text-muted-foreground">
              <Mail aria-hidden="true" className="size-4 shrink-0" />
              <span className="truncate">{user.email}</span>
            </p>
          </div>
          <Badge variant={credits.unlimited ? 'default' : 'secondary'} className="sm:ml-auto">
            {credits.unlimited ? <Crown aria-hidden="true" /> : null}
            {credits.unlimited ? 'Premium' : 'Gratuito'}
          </Badge>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle>Seus créditos</CardTitle>
          <CardDescription>Cada foto melhorada ou arte criada usa 1 crédito.</CardDescription>
        </CardHeader>
        <CardContent className="grid gap-4">
          <p className="text-2xl font-extrabold text-primary">{creditsSummaryText(credits)}</p>
          {outOfCredits ? (
            <div role="alert" className="flex items-start gap-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <p>Você não tem mais créditos. Assine um plano para continuar criando.</p>
            </div>
          ) : null}
          {me.subscription ? (
            <p className="text-sm text-muted-foreground">
              Plano atual: <span className="font-semibold text-foreground">{me.subscription.planName}</span>
            </p>
          ) : null}
        </CardContent>
      </Card>

      <div className="grid gap-3 sm:grid-cols-2">
        <Button asChild variant="outline" size="lg">
          <Link to="/my-creations">
            <Images aria-hidden="true" />
            Minhas Criações
          </Link>
        </Button>
        <Button asChild variant="outline" size="lg">
          <Link to="/">
            <Home aria-hidden="true" />
            Página inicial
          </Link>
        </Button>
      </div>
    </div>
  );
}
