export const ROLE_ADMIN = 'ROLE_ADMIN';
export const ROLE_USER = 'ROLE_USER';
export const ROLES = [ROLE_ADMIN, ROLE_USER] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { ROLE_ADMIN: 'Amministratore', ROLE_USER: 'Hr Utente' };

export const isAdmin = (role: Role | null | undefined): boolean => role === ROLE_ADMIN;
