import { useId, useState, type FormEvent } from 'react';
import { UNLIMITED_CREDITS } from '../../../../shared/constants';
import { UpdateUserCreditsSchema, type UserCreditsRow } from '../../../../shared/schemas/admin.schema';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/text-field';
import { Label } from '../../../components/ui/label';
import { Switch } from '../../../components/ui/switch';
import { useUpdateUserCredits } from '../api/update-user-credits';
import { formToasts } from '../../../lib/toast';
import { toastAdminError } from '../lib/admin-toast';
import { ADMIN_MSG } from '../lib/messages';
import { DialogActions, FormDialog } from './form-dialog';

/** This form's toasts: saving clears its earlier failure. */
const toasts = formToasts('admin-credits');

/** The typed amount: non-numeric input becomes 0 (spec §5 "Credit amount"); the schema judges the rest. */
export function parseCreditAmount(text: string): number {
  const value = Number(text.trim());
  return Number.isFinite(value) ? value : 0;
}

type UpdateMutation = ReturnType<typeof useUpdateUserCredits>;

function EditCreditsForm({ row, update, onDone }: { row: UserCreditsRow; update: UpdateMutation; onDone: () => void }) {
  const [unlimited, setUnlimited] = useState(row.unlimited);
  const [amount, setAmount] = useState(row.unlimited ? '0' : String(row.creditsRemaining));
  const [error, setError] = useState<string | undefined>();
  const switchId = useId();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Unlimited is sent as a total of 999999 (spec §4), whatever the field says.
    const credits = unlimited ? UNLIMITED_CREDITS : parseCreditAmount(amount);
    const parsed = UpdateUserCreditsSchema.safeParse({ credits, unlimited });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ADMIN_MSG.creditAmountInvalid);
      return;
    }
    setError(undefined);
    update.mutate(
      { userId: row.userId, input: parsed.data },
      {
        onSuccess: () => {
          toasts.success(ADMIN_MSG.creditsUpdated, { description: row.email });
          onDone();
        },
        onError: (failure) => toastAdminError(ADMIN_MSG.creditsUpdateError, failure, toasts),
      },
    );
  };

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="Editar créditos">
      <div className="flex items-center justify-between gap-4 rounded-xl border border-border p-3.5">
        <div className="grid gap-1">
          <Label htmlFor={switchId}>Créditos ilimitados</Label>
          <p className="text-xs text-muted-foreground">O total aparece como ∞ e o usuário não gasta créditos.</p>
        </div>
        <Switch id={switchId} checked={unlimited} onCheckedChange={setUnlimited} disabled={update.isPending} />
      </div>
      <TextField
        label="Créditos"
        type="number"
        inputMode="numeric"
        min={0}
        step={1}
        autoFocus={!row.unlimited}
        value={amount}
        onChange={(event) => {
          setAmount(event.target.value);
          setError(undefined);
        }}
        disabled={unlimited || update.isPending}
        error={unlimited ? undefined : error}
        hint={unlimited ? 'Desligue "Créditos ilimitados" para definir um saldo.' : 'Saldo de créditos do usuário.'}
      />
      <DialogActions busy={update.isPending}>
        <Button type="submit" loading={update.isPending}>
          Salvar
        </Button>
      </DialogActions>
    </form>
  );
}

/** "Editar" on a user's row: the dialog with the unlimited toggle and the credits field. */
export function EditCreditsDialog({ row }: { row: UserCreditsRow }) {
  const update = useUpdateUserCredits();

  return (
    <FormDialog
      trigger={
        <Button variant="outline" size="sm" className="px-2.5" aria-label={`Editar créditos de ${row.email}`}>
          Editar
        </Button>
      }
      title="Editar Créditos"
      description={<span className="break-all">{row.email}</span>}
      busy={update.isPending}
      className="sm:max-w-md"
    >
      {(close) => <EditCreditsForm row={row} update={update} onDone={close} />}
    </FormDialog>
  );
}
