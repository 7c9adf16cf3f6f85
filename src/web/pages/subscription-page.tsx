import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';

export function SubscriptionPage() {
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10 text-center">
      <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        Seus Créditos Gratuitos Acabaram...
      </h1>
      <p className="mx-auto max-w-xl text-muted-foreground">
        Continue criando fotos profissionais e artes promocionais com um plano do FoodArt.
      </p>
      <Card className="border-dashed shadow-none">
        <CardContent className="py-14 text-sm font-medium text-muted-foreground">
          Esta seção será liberada em breve.
        </CardContent>
      </Card>
      <Button asChild variant="ghost" className="mx-auto">
        <Link to="/">
          <ArrowLeft aria-hidden="true" />
          Voltar para o início
        </Link>
      </Button>
    </div>
  );
}
