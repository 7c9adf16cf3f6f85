import { AlertTriangle, CheckCircle2, ImageOff, Loader2, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../../../lib/cn';
import { formatFileSize } from '../../../../lib/image-file';
import { objectUrlFor } from '../../../../lib/object-url';
import { MENU_MSG } from '../../lib/menu-messages';
import type { CheckState, MenuPhoto } from '../../lib/menu-photos';

export type MenuPhotoCardProps = {
  photo: MenuPhoto;
  /** What the batch check said of it (step "Conferir"); nothing before the check. */
  check?: CheckState;
  onRemove?: () => void;
  disabled?: boolean;
};

/** One photo of the menu before it is sent: its thumbnail, its name, what is wrong with it, and "Remover". */
export function MenuPhotoCard({ photo, check, onRemove, disabled }: MenuPhotoCardProps) {
  const refused = photo.problem !== null || check?.kind === 'unreadable';
  return (
    <li
      data-testid="menu-photo-card"
      aria-label={photo.file.name}
      aria-busy={check?.kind === 'checking' || undefined}
      className={cn(
        'relative flex min-w-0 flex-col overflow-hidden rounded-2xl border bg-card shadow-xs',
        refused ? 'border-red-200' : check?.kind === 'checked' && check.check.warnings.length > 0 ? 'border-amber-300' : 'border-border',
      )}
    >
      <span className="relative block aspect-square w-full bg-stone-100">
        {photo.problem === null ? (
          <img src={objectUrlFor(photo.file)} alt="" draggable={false} className={cn('absolute inset-0 size-full object-cover', refused && 'opacity-50')} />
        ) : (
          <ImageOff aria-hidden="true" className="absolute inset-0 m-auto size-8 text-muted-foreground" />
        )}
        {check?.kind === 'checking' ? (
          <span className="absolute inset-x-2 bottom-2 inline-flex w-fit items-center gap-1.5 rounded-full bg-stone-950/75 px-2.5 py-1 text-xs font-semibold text-white">
            <Loader2 aria-hidden="true" className="size-3.5 animate-spin" />
            {MENU_MSG.checking}
          </span>
        ) : null}
      </span>
      {onRemove ? (
        <button
          type="button"
          disabled={disabled}
          onClick={onRemove}
          aria-label={MENU_MSG.remove(photo.file.name)}
          title={MENU_MSG.remove(photo.file.name)}
          className={cn(
            'absolute top-2 right-2 grid size-9 place-items-center rounded-full bg-card/95 text-foreground shadow-md ring-1 ring-border transition-colors',
            'hover:bg-red-50 hover:text-destructive focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:pointer-events-none disabled:opacity-60',
          )}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      ) : null}
      <div className="grid min-w-0 gap-1.5 p-2.5 text-xs sm:p-3">
        <p className="truncate font-semibold text-foreground" title={photo.file.name}>
          {photo.file.name}
        </p>
        {photo.problem !== null ? (
          <CardNote tone="error" icon={<AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />}>
            {photo.problem} {MENU_MSG.notSent}
          </CardNote>
        ) : (
          <CheckNotes check={check} size={photo.file.size} />
        )}
      </div>
    </li>
  );
}

function CheckNotes({ check, size }: { check: CheckState | undefined; size: number }) {
  if (!check || check.kind === 'checking' || check.kind === 'unchecked') {
    return <p className="text-muted-foreground">{formatFileSize(size)}</p>;
  }
  if (check.kind === 'unreadable') {
    return (
      <CardNote tone="error" icon={<AlertTriangle aria-hidden="true" className="mt-px size-3.5 shrink-0" />}>
        {check.message} {MENU_MSG.notSent}
      </CardNote>
    );
  }
  const { warnings, scenarioApplied } = check.check;
  if (warnings.length === 0) {
    return (
      <CardNote tone="ok" icon={<CheckCircle2 aria-hidden="true" className="mt-px size-3.5 shrink-0" />}>
        {MENU_MSG.checkedOk}
      </CardNote>
    );
  }
  return (
    <div className="grid gap-1.5">
      {!scenarioApplied ? (
        <CardNote tone="warning" icon={<ImageOff aria-hidden="true" className="mt-px size-3.5 shrink-0" />}>
          <strong className="font-semibold">{MENU_MSG.scenarioLost}</strong>
        </CardNote>
      ) : null}
      <ul className="grid gap-1" data-testid="menu-photo-warnings">
        {warnings.map((warning) => (
          <li key={warning.code} data-code={warning.code} className="rounded-lg bg-amber-50 px-2 py-1.5 leading-snug text-amber-950">
            {warning.message}
          </li>
        ))}
      </ul>
    </div>
  );
}

const TONES = {
  ok: 'text-emerald-800',
  warning: 'text-amber-900',
  error: 'text-destructive',
} as const;

function CardNote({ tone, icon, children }: { tone: keyof typeof TONES; icon: ReactNode; children: ReactNode }) {
  return (
    <p className={cn('flex items-start gap-1.5 leading-snug', TONES[tone])}>
      {icon}
      <span className="min-w-0">{children}</span>
    </p>
  );
}
