// What the pre-check found, told before any credit is spent: the scenario will not be applied (the
// engine will enhance the photo in place) and/or the photo is dark, blurred or small. "Continuar"
// generates anyway; "Trocar foto" goes back to step 1 with every other choice kept. The focus starts
// on "Trocar foto" (the choice that spends nothing), Escape closes it without generating.
import { AlertTriangle, ImageOff } from 'lucide-react';
import { useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../../../components/ui/dialog';
import type { PhotoCheckResult } from '../api/check-photo';
import { PHOTO_PRO_MSG } from '../lib/messages';

export type PhotoCheckDialogProps = {
  /** The pre-check's answer; the dialog is open while it is set. */
  result: PhotoCheckResult | null;
  /** The user pays for each generation (not unlimited): "Continuar" says it spends a credit. */
  paid: boolean;
  onContinue: () => void;
  onChangePhoto: () => void;
  /** Closed without a choice (Escape, outside, "Fechar"): nothing is generated. */
  onDismiss: () => void;
};

export function PhotoCheckDialog({ result, paid, onContinue, onChangePhoto, onDismiss }: PhotoCheckDialogProps) {
  const changeRef = useRef<HTMLButtonElement>(null);
  const scenarioLost = result ? !result.scenarioApplied : false;
  const Icon = scenarioLost ? ImageOff : AlertTriangle;
  return (
    <Dialog open={result !== null} onOpenChange={(open) => (open ? undefined : onDismiss())}>
      <DialogContent
        data-testid="photo-check-dialog"
        className="sm:max-w-lg"
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          changeRef.current?.focus();
        }}
        // The wizard puts the focus where each choice leads (the photo step, the button, the result).
        onCloseAutoFocus={(event) => event.preventDefault()}
      >
        <DialogHeader>
          <span className="mb-1 grid size-11 place-items-center rounded-full bg-amber-100 text-amber-700">
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <DialogTitle className="text-xl font-extrabold">
            {scenarioLost ? PHOTO_PRO_MSG.checkScenarioTitle : PHOTO_PRO_MSG.checkQualityTitle}
          </DialogTitle>
          <DialogDescription className="sr-only">{PHOTO_PRO_MSG.checkDescription}</DialogDescription>
        </DialogHeader>
        <ul className="grid gap-3" data-testid="photo-check-warnings">
          {result?.warnings.map((warning) => (
            <li key={warning.code} data-code={warning.code} className="rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm leading-relaxed text-stone-800">
              {warning.message}
            </li>
          ))}
        </ul>
        <p className="text-sm text-muted-foreground">{paid ? PHOTO_PRO_MSG.checkContinuePaid : PHOTO_PRO_MSG.checkContinueFree}</p>
        <DialogFooter>
          <Button ref={changeRef} variant="outline" size="lg" onClick={onChangePhoto}>
            Trocar foto
          </Button>
          <Button size="lg" onClick={onContinue}>
            Continuar
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
