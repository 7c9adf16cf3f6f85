// Who the user is: profile, credits, admin status, subscription; the session behind a request; and
// admin provisioning.
import { NewPasswordSchema, firstIssueMessage } from '../../../shared/schemas/auth.schema.ts';
import type { Me } from '../../../shared/schemas/me.schema.ts';
import type { Db } from '../../db/client.ts';
import { toCredits } from '../credits/credits.service.ts';
import type { Auth } from './auth.ts';
import * as repo from './accounts.repo.ts';

const ADMIN_DEFAULT_NAME = 'Administrador';
const ADMIN_DEFAULT_WHATSAPP = '0000000000';

/** GET /api/me in one read: user, balance, admin flag and subscription. */
export async function getMe(db: Db, userId: string): Promise<Me | null> {
  const row = await repo.findMe(db, userId);
  return row ? toMe(row) : null;
}

function toMe(row: repo.MeRow): Me {
  const { user, balance, subscription } = row;
  const credits = toCredits(balance ?? undefined);
  return {
    user: {
      id: user.id,
      email: user.email,
      fullName: user.name,
      whatsapp: user.whatsapp,
      createdAt: user.createdAt.toISOString(),
    },
    credits,
    // The credits service keeps the bought count with the balance (user_credits.purchased_remaining).
    purchasedCredits: credits.unlimited ? 0 : (balance?.purchasedRemaining ?? 0),
    isAdmin: row.isAdmin,
    subscription:
      subscription.planSlug !== null && subscription.planName !== null && subscription.status !== null
        ? {
            planSlug: subscription.planSlug,
            planName: subscription.planName,
            status: subscription.status,
            nextBillingDate: subscription.nextBillingDate?.toISOString() ?? null,
          }
        : null,
  };
}

/** The user a session token belongs to, with the session's expiry, the admin flag and /api/me; one read. */
export async function findSessionUser(db: Db, token: string) {
  const row = await repo.findSessionUser(db, token);
  if (!row) return undefined;
  return { id: row.user.id, email: row.user.email, name: row.user.name, expiresAt: row.expiresAt, isAdmin: row.isAdmin, me: toMe(row) };
}

/** True once an account holds this e-mail (any case). */
export async function isEmailTaken(db: Db, email: string): Promise<boolean> {
  return (await repo.findUserByEmail(db, email)) !== undefined;
}

export function getSubscription(db: Db, userId: string) {
  return repo.findSubscription(db, userId);
}

export function isAdmin(db: Db, userId: string): Promise<boolean> {
  return repo.hasRole(db, userId);
}

export class AccountError extends Error {}

/** Creates a new account through better-auth (so the password is hashed its way) and makes it admin. */
export async function createAdmin(db: Db, auth: Auth, input: { email: string; password: string; name?: string }) {
  if (await repo.findUserByEmail(db, input.email)) {
    throw new AccountError(`A user with e-mail ${input.email} already exists; use "grant" to promote it.`);
  }
  const checked = NewPasswordSchema.safeParse(input.password);
  if (!checked.success) throw new AccountError(`Password refused: ${firstIssueMessage(checked.error)}`);
  const result = await auth.api.signUpEmail({
    body: { name: input.name ?? ADMIN_DEFAULT_NAME, email: input.email, password: input.password, whatsapp: ADMIN_DEFAULT_WHATSAPP },
  });
  await repo.addRole(db, result.user.id);
  return result.user.id;
}

export async function grantAdmin(db: Db, email: string): Promise<string> {
  const user = await repo.findUserByEmail(db, email);
  if (!user) throw new AccountError(`No user with e-mail ${email}.`);
  await repo.addRole(db, user.id);
  return user.id;
}

/** On start with no admin yet, ADMIN_EMAIL + ADMIN_PASSWORD create (or promote) the first one. */
export async function ensureFirstAdmin(db: Db, auth: Auth, admin: { email?: string; password?: string }): Promise<string | null> {
  if (!admin.email || !admin.password) return null;
  if ((await repo.countRole(db)) > 0) return null;
  const existing = await repo.findUserByEmail(db, admin.email);
  if (existing) {
    await repo.addRole(db, existing.id);
    return existing.id;
  }
  return createAdmin(db, auth, { email: admin.email, password: admin.password });
}
