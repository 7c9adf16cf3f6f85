import { Camera, Check, Palette, Sparkles, type LucideIcon } from 'lucide-react';
import { DESIGNER_MONTHLY_BRL, PHOTOGRAPHER_MONTHLY_BRL } from '../../../../shared/constants';
import { cn } from '../../../lib/cn';
import { usePlans } from '../api/get-plans';
import { formatBRLShort } from '../lib/billing-format';

type Option = { icon: LucideIcon; name: string; price: string; prefix?: string; note: string; ours?: boolean };

/** What a photographer, a designer and FoodArt cost a month (spec §2 /subscription, §9). */
export function PriceComparison() {
  const { data: plans } = usePlans();
  const paidPrices = (plans ?? []).filter((plan) => plan.priceBrlCents > 0).map((plan) => plan.priceBrlCents);
  const fromPrice = paidPrices.length > 0 ? formatBRLShort(Math.min(...paidPrices) / 100) : null;

  const options: Option[] = [
    { icon: Camera, name: 'Fotógrafo', price: formatBRLShort(PHOTOGRAPHER_MONTHLY_BRL), note: 'Sessões agendadas e poucas fotos por mês' },
    { icon: Palette, name: 'Designer', price: formatBRLShort(DESIGNER_MONTHLY_BRL), note: 'Artes sob demanda, com prazo de entrega' },
    {
      icon: Sparkles,
      name: 'FoodArt',
      prefix: 'a partir de',
      price: fromPrice ?? '…',
      note: 'Fotos e artes em segundos, quando você quiser',
      ours: true,
    },
  ];

  return (
    <section aria-labelledby="comparison-heading" className="grid gap-5">
      <h2 id="comparison-heading" className="text-xl font-bold sm:text-2xl">
        Quanto custa ter fotos e artes profissionais?
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {options.map(({ icon: Icon, name, price, prefix, note, ours }) => (
          <li
            key={name}
            data-testid={`comparison-${name.toLowerCase()}`}
            className={cn(
              'relative grid content-start justify-items-center gap-2 rounded-2xl border bg-card p-5 text-center shadow-soft',
              ours ? 'border-2 border-primary shadow-glow' : 'border-border',
            )}
          >
            <span
              className={cn(
                'grid size-11 place-items-center rounded-full',
                ours ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
              )}
            >
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <h3 className="font-bold">{name}</h3>
            <p className={cn('grid', ours ? 'text-primary' : 'text-foreground')}>
              {prefix ? <span className="text-xs font-medium text-muted-foreground">{prefix}</span> : null}
              <span className="text-2xl font-extrabold tracking-tight">
                {price}/mês
              </span>
            </p>
            <p className="text-sm text-muted-foreground">{note}</p>
            {ours ? (
              <span className="inline-flex items-center gap-1 text-xs font-semibold text-green-700">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />A melhor escolha
              </span>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
