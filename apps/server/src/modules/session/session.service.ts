import { forbidden, signInBlock, unauthorized } from '@hrwe/domain';
import type { Db } from '../../db/client';
import { verifyPassword } from '../../platform/auth/passwords';
import type { SignInThrottle } from '../../platform/auth/rate-limit';
import { accountByEmail } from './session.repository';

/**
 * Checks credentials and the hand-off rules: an administrator always passes; an HR user must be verified and not
 * awaiting approval, disabled or refused (each refusal has its own key, shown in the blocking modal). The e-mail
 * comes trimmed and lower-cased by the sign-in schema (SignInInputSchema), the same on the web form.
 */
export async function authenticate(
  db: Db,
  throttle: SignInThrottle,
  tenantId: number,
  email: string,
  password: string,
  ip: string,
) {
  await throttle.begin(tenantId, email, ip);
  const user = await accountByEmail(db, tenantId, email);
  const ok = await verifyPassword(user?.passwordHash ?? null, password);
  // The attempt was counted as a failure before the check (begin); only a right password takes it back.
  if (!user || !ok) throw unauthorized('LOGIN_INVALID');
  await throttle.succeeded(tenantId, email, ip);
  const block = signInBlock({ role: user.role, verified: user.verified, status: user.status });
  if (block) throw forbidden(block);
  return user;
}
