import type { Role, UserStatus } from '@hrwe/domain';

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
