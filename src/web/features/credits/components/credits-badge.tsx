import { Coins, Infinity as InfinityIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import type { Credits } from '../../../../shared/schemas/me.schema';
import { cn } from '../../../lib/cn';
import { creditsBadgeText } from '../../../lib/credits-text';

type CreditsPillProps = ComponentProps<'span'> & { credits: Credits };

function CreditsPill({ credits, className, ...rest }: CreditsPillProps) {
  const Icon = credits.unlimited ? InfinityIcon : Coins;
  return (
    <span
      className={cn(
        'inline-flex h-8 items-center gap-1.5 rounded-full border border-amber-200 bg-amber-50/95 pr-3 pl-2 text-xs font-bold whitespace-nowrap text-amber-900 shadow-soft',
        className,
      )}
      {...rest}
    >
      <Icon aria-hidden="true" className="size-4 text-amber-600" />
      {creditsBadgeText(credits)}
    </span>
  );
}

/**
 * The user's credits, fixed at the top-left of the screen. Renders nothing when the balance is
 * negative. `placeholder` renders an invisible copy in the page flow, so a header can keep room
 * for the fixed badge and its logo is never covered.
 */
export function CreditsBadge({ credits, placeholder = false }: { credits: Credits; placeholder?: boolean }) {
  if (credits.remaining < 0) return null;
  if (placeholder) return <CreditsPill credits={credits} className="invisible" aria-hidden="true" />;
  return (
    <div className="fixed top-4 left-3 z-50 sm:left-4" aria-live="polite">
      <CreditsPill credits={credits} data-testid="credits-badge" />
    </div>
  );
}
