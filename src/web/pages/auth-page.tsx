import { ArrowLeft } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { FREE_SIGNUP_CREDITS } from '../../shared/constants';
import { Logo } from '../components/logo';
import { Card, CardContent } from '../components/ui/card';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../components/ui/tabs';
import { LoginForm } from '../features/auth/components/login-form';
import { SignupForm } from '../features/auth/components/signup-form';

const TABS = ['entrar', 'cadastrar'] as const;

/** Sign-in and sign-up, as two tabs. `?tab=cadastrar` opens the sign-up tab. */
export function AuthPage() {
  const [params] = useSearchParams();
  const requested = params.get('tab');
  const defaultTab = TABS.find((tab) => tab === requested) ?? 'entrar';

  return (
    <div className="relative grid min-h-dvh place-items-center px-4 py-10">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(50rem_28rem_at_50%_-10%,rgb(253_186_116/0.4),transparent)]"
      />
      <div className="grid w-full max-w-md gap-6">
        <div className="grid justify-items-center gap-3 text-center">
          <Link to="/" className="rounded-lg" aria-label="FoodArt — página inicial">
            <Logo />
          </Link>
          <h1 className="text-2xl font-bold tracking-tight">Bem-vindo ao FoodArt</h1>
          <p className="text-sm text-muted-foreground">
            Entre na sua conta ou cadastre-se e ganhe {FREE_SIGNUP_CREDITS} créditos grátis.
          </p>
        </div>
        <Card>
          <CardContent className="p-5 sm:p-7">
            <Tabs defaultValue={defaultTab}>
              <TabsList>
                <TabsTrigger value="entrar">Entrar</TabsTrigger>
                <TabsTrigger value="cadastrar">Cadastrar</TabsTrigger>
              </TabsList>
              <TabsContent value="entrar">
                <LoginForm />
              </TabsContent>
              <TabsContent value="cadastrar">
                <SignupForm />
              </TabsContent>
            </Tabs>
          </CardContent>
        </Card>
        <Link
          to="/"
          className="mx-auto inline-flex items-center gap-1.5 rounded-md text-sm font-medium text-muted-foreground hover:text-primary"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Voltar para o início
        </Link>
      </div>
    </div>
  );
}
