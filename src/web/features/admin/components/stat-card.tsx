import type { LucideIcon } from 'lucide-react';
import { Card, CardContent } from '../../../components/ui/card';

export type StatCardProps = {
  label: string;
  value: string;
  icon: LucideIcon;
  /** A line under the number ("De 5 estrelas"). */
  note?: string;
  testId?: string;
};

/** One number of a back-office summary, with its label. */
export function StatCard({ label, value, icon: Icon, note, testId }: StatCardProps) {
  return (
    <Card data-testid={testId}>
      <CardContent className="grid gap-2 p-5">
        <div className="flex items-center justify-between gap-3">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <Icon aria-hidden="true" className="size-5 shrink-0 text-primary" />
        </div>
        <p className="text-3xl font-bold tracking-tight tabular-nums">{value}</p>
        {note ? <p className="text-xs text-muted-foreground">{note}</p> : null}
      </CardContent>
    </Card>
  );
}
