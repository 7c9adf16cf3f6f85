import { Crown, Info, RotateCcw } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '../../../../components/ui/button';
import { routeIntent } from '../../../../lib/route-preload';
import { MENU_MSG } from '../../lib/menu-messages';
import type { CheckState, CreditPlan, MenuChoices, MenuPhoto } from '../../lib/menu-photos';
import { StepSummary } from '../step-summary';
import { MenuPhotoCard } from './menu-photo-card';

export type MenuReviewStepProps = {
  photos: readonly MenuPhoto[];
  choices: MenuChoices;
  /** The batch check's answer for each photo, by photo id (under the current choices). */
  checks: ReadonlyMap<string, CheckState>;
  checking: boolean;
  /** The check's request failed: said with a way to try again. */
  checkError: string | null;
  onCheckAgain: () => void;
  /** What the credits pay for; null when unknown (signed out, or the session is loading). */
  plan: CreditPlan | null;
  /** Signed out: the photos cannot be checked until the user signs in. */
  signedOut: boolean;
  /** The batch could not start: why, in pt-BR (the photos and choices stay). */
  startError: string | null;
  onRemove: (id: string) => void;
  disabled?: boolean;
};

/** Step 5 of "Cardápio inteiro": each photo with what the free check found, and what the credits pay for. */
export function MenuReviewStep({
  photos,
  choices,
  checks,
  checking,
  checkError,
  onCheckAgain,
  plan,
  signedOut,
  startError,
  onRemove,
  disabled,
}: MenuReviewStepProps) {
  const checked = photos.filter((photo) => checks.get(photo.id)?.kind === 'checked');
  const warned = checked.filter((photo) => {
    const state = checks.get(photo.id);
    return state?.kind === 'checked' && state.check.warnings.length > 0;
  }).length;
  const summary = checking ? MENU_MSG.checkingAll : checked.length > 0 ? MENU_MSG.checkSummary(checked.length, warned) : '';

  return (
    <div className="grid gap-4">
      <StepSummary draft={{ ...choices, photo: null }} />
      {plan ? <CreditNotice plan={plan} /> : null}
      {signedOut ? <p className="rounded-xl bg-muted/60 px-3 py-2 text-sm text-muted-foreground">{MENU_MSG.checkSignedOut}</p> : null}
      {startError ? (
        <p role="alert" className="rounded-xl border border-red-200 bg-red-50 px-3 py-2 text-sm text-red-800">
          {startError}
        </p>
      ) : null}
      {checkError ? (
        <div role="alert" className="flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950 sm:flex-row sm:items-center sm:justify-between">
          <span>{checkError}</span>
          <Button size="sm" variant="outline" onClick={onCheckAgain} disabled={checking || disabled}>
            <RotateCcw aria-hidden="true" />
            {MENU_MSG.checkAgain}
          </Button>
        </div>
      ) : null}
      <p aria-live="polite" className="min-h-5 text-sm font-medium text-muted-foreground">
        {summary}
      </p>
      <ul aria-label="Fotos do cardápio" className="grid grid-cols-2 gap-2 sm:grid-cols-3 sm:gap-3 md:grid-cols-4 lg:grid-cols-5">
        {photos.map((photo) => (
          <MenuPhotoCard key={photo.id} photo={photo} check={checks.get(photo.id)} disabled={disabled} onRemove={() => onRemove(photo.id)} />
        ))}
      </ul>
    </div>
  );
}

function CreditNotice({ plan }: { plan: CreditPlan }) {
  if (plan.kind === 'unlimited' || plan.kind === 'all') return null;
  const text = plan.kind === 'none' ? MENU_MSG.noCredits : MENU_MSG.shortfall(plan.made, plan.total);
  return (
    <div
      data-testid="menu-credit-notice"
      className="flex flex-col gap-2 rounded-xl border border-orange-200 bg-secondary/60 px-3 py-2.5 text-sm sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="flex items-start gap-2">
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-primary" />
        <span>{text}</span>
      </p>
      <Button asChild size="sm" variant="outline" className="self-start sm:self-auto">
        <Link to="/subscription" {...routeIntent('/subscription')}>
          <Crown aria-hidden="true" />
          {MENU_MSG.buyCredits}
        </Link>
      </Button>
    </div>
  );
}
