import { ImagePlus } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../components/ui/button';
import { Card, CardContent } from '../components/ui/card';

export function MyCreationsPage() {
  return (
    <div className="mx-auto grid max-w-6xl gap-6 px-4 py-10">
      <h1 className="text-3xl font-extrabold tracking-tight">Minhas Criações</h1>
      <Card className="border-dashed shadow-none">
        <CardContent className="grid justify-items-center gap-4 py-16 text-center">
          <span className="grid size-14 place-items-center rounded-full bg-secondary text-primary">
            <ImagePlus aria-hidden="true" className="size-7" />
          </span>
          <h2 className="text-xl font-bold">Nenhuma criação ainda</h2>
          <p className="max-w-sm text-sm text-muted-foreground">
            Suas fotos melhoradas e artes promocionais aparecem aqui.
          </p>
          <Button asChild size="lg">
            <Link to="/">Criar Primeira Arte</Link>
          </Button>
        </CardContent>
      </Card>
    </div>
  );
}
