import { Construction } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card, CardContent } from '../../../components/ui/card';

/** A back-office page: its title, an optional description, header actions and its content. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: string;
  /** Buttons on the header's right ("Novo Cenário"); they wrap under the title on narrow screens. */
  actions?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <section className="mx-auto grid w-full max-w-6xl min-w-0 gap-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
        </div>
        {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
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
