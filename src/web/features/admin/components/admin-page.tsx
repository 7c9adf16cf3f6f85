import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';

/** A back-office page: its title, an optional description and its content. */
export function AdminPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: string;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto grid w-full max-w-6xl gap-6">
      <header className="grid gap-1">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
        {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      </header>
      {children ?? <ComingSoonPanel />}
    </section>
  );
}

/** Honest placeholder for a section whose tools are not built yet. */
export function ComingSoonPanel() {
  return (
    <Card className="border-dashed shadow-none">
      <CardContent className="grid place-items-center gap-3 py-16 text-center">
        <span className="grid size-12 place-items-center rounded-full bg-secondary text-primary">
          <Construction aria-hidden="true" className="size-6" />
        </span>
        <p className="text-sm font-medium text-muted-foreground">Esta seção será liberada em breve.</p>
      </CardContent>
    </Card>
  );
}
