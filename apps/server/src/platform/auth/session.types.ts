import type { Role, UserStatus } from '@hrwe/domain';
import type { users } from '../../db/schema/index';

/** The signed-in user as a request sees it (own file: the session cache and sessions.ts both use it). */
export type SessionUser = {
  id: string;
  tenantId: number;
  email: string;
  role: Role;
  status: UserStatus;
  verified: boolean;
  firstName: string | null;
  lastName: string | null;
};
export type Session = { id: string; user: SessionUser };

/** What a request keeps of the user's row (no password hash, no details), whether signed in by cookie or API key. */
export const sessionUserOf = (u: typeof users.$inferSelect): SessionUser => ({
  id: u.id,
  tenantId: u.tenantId,
  email: u.email,
  role: u.role,
  status: u.status,
  verified: u.verified,
  firstName: u.firstName,
  lastName: u.lastName,
});
