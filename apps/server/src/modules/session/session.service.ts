import { forbidden, signInBlock, unauthorized } from '@hrwe/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';
import { verifyPassword } from '../../platform/auth/passwords';
import type { SignInThrottle } from '../../platform/auth/rate-limit';

/**
 * Checks credentials and the hand-off rules: an administrator always passes; an HR user must be verified and not
 * awaiting approval, disabled or refused (each refusal has its own key, shown in the blocking modal).
 */
export async function authenticate(
  db: Db,
  throttle: SignInThrottle,
  tenantId: number,
  emailInput: string,
  password: string,
  ip: string,
) {
  const email = emailInput.trim().toLowerCase();
  await throttle.begin(tenantId, email, ip);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.tenantId, tenantId), eq(users.email, email)));
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  // The attempt was counted as a failure before the check (begin); only a right password takes it back.
  if (!user || !ok) throw unauthorized('LOGIN_INVALID');
  await throttle.succeeded(tenantId, email, ip);
  const block = signInBlock({ role: user.role, verified: user.verified, status: user.status });
  if (block) throw forbidden(block);
  return user;
}
