// How a user's balance is labelled in "Gerenciar Créditos dos Usuários" (spec §4 "Credit status labels").
import type { UserCreditsRow } from '../../../../shared/schemas/admin.schema';

export type CreditStatus = { label: 'Ilimitado' | 'Ativo' | 'Sem Créditos'; variant: 'default' | 'success' | 'destructive' };

/** Unlimited → "Ilimitado"; more than 0 remaining → "Ativo"; otherwise "Sem Créditos". */
export function creditStatus(row: Pick<UserCreditsRow, 'unlimited' | 'creditsRemaining'>): CreditStatus {
  if (row.unlimited) return { label: 'Ilimitado', variant: 'default' };
  if (row.creditsRemaining > 0) return { label: 'Ativo', variant: 'success' };
  return { label: 'Sem Créditos', variant: 'destructive' };
}

/** The infinity sign stands for an unlimited balance (stored as 999999). */
export const UNLIMITED_SIGN = '∞';
