import { toast } from 'sonner';
import { formatCount, formatDateTime } from '../../../../shared/format';
import type { UserCreditsRow } from '../../../../shared/schemas/admin.schema';
import { RESET_CREDITS } from '../../../../shared/constants';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { useResetUserCredits } from '../api/update-user-credits';
import { toastAdminError } from '../lib/admin-toast';
import { creditStatus, UNLIMITED_SIGN } from '../lib/credit-status';
import { ADMIN_MSG } from '../lib/messages';
import { EditCreditsDialog } from './edit-credits-dialog';
import { TableScrollBox } from './table-scroll-box';

// Headers and dates may wrap, so the table fits a laptop screen; below its minimum width it scrolls.
const HEAD = 'px-3 py-3 text-left text-xs font-semibold tracking-wide text-muted-foreground uppercase';
const CELL = 'px-3 py-3 align-middle';

function Unlimited() {
  return (
    <span title="Ilimitado">
      <span aria-hidden="true" className="text-lg leading-none">
        {UNLIMITED_SIGN}
      </span>
      <span className="sr-only">Ilimitado</span>
    </span>
  );
}

/** The accounts with their balances; each row can be edited or reset. Scrolls sideways inside its box on phones. */
export function UserCreditsTable({ users, busy }: { users: UserCreditsRow[]; busy: boolean }) {
  const reset = useResetUserCredits();

  const onReset = (row: UserCreditsRow) =>
    reset.mutate(row.userId, {
      onSuccess: () => toast.success(ADMIN_MSG.creditsReset, { description: `${row.email} voltou a ${RESET_CREDITS} créditos.` }),
      onError: (error) => toastAdminError(ADMIN_MSG.creditsResetError, error),
    });

  return (
    <TableScrollBox label="Créditos dos usuários">
      <table aria-busy={busy || undefined} className={cn('w-full min-w-[52rem] border-collapse text-sm transition-opacity', busy && 'opacity-60')}>
        <thead className="border-b border-border bg-secondary/40">
          <tr>
            <th scope="col" className={HEAD}>Email</th>
            <th scope="col" className={HEAD}>Nome</th>
            <th scope="col" className={cn(HEAD, 'text-right')}>Créditos</th>
            <th scope="col" className={cn(HEAD, 'text-right')}>Total</th>
            <th scope="col" className={HEAD}>Status</th>
            <th scope="col" className={HEAD}>Última Atualização</th>
            <th scope="col" className={cn(HEAD, 'text-right')}>Ações</th>
          </tr>
        </thead>
        <tbody>
          {users.map((row) => {
            const status = creditStatus(row);
            const resetting = reset.isPending && reset.variables === row.userId;
            return (
              <tr key={row.userId} data-testid="user-credits-row" className="border-b border-border last:border-b-0">
                <th scope="row" className={cn(CELL, 'max-w-52 truncate text-left font-medium')} title={row.email}>
                  {row.email}
                </th>
                <td className={cn(CELL, 'max-w-40 break-words')}>
                  {row.name || '—'}
                </td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{row.unlimited ? <Unlimited /> : formatCount(row.creditsRemaining)}</td>
                <td className={cn(CELL, 'text-right tabular-nums')}>{row.unlimited ? <Unlimited /> : formatCount(row.creditsTotal)}</td>
                <td className={CELL}>
                  <Badge variant={status.variant}>{status.label}</Badge>
                </td>
                <td className={cn(CELL, 'tabular-nums text-muted-foreground')}>
                  {row.updatedAt ? formatDateTime(row.updatedAt) : '—'}
                </td>
                <td className={CELL}>
                  <div className="flex justify-end gap-2">
                    <EditCreditsDialog row={row} />
                    <Button
                      variant="ghost"
                      size="sm"
                      className="px-2.5"
                      loading={resetting}
                      aria-label={`Resetar créditos de ${row.email}`}
                      onClick={() => onReset(row)}
                    >
                      Resetar
                    </Button>
                  </div>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </TableScrollBox>
  );
}
