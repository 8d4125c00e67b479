import type { DocumentStatus } from '../documents/document.states';
import type { TicketStatus } from '../tickets/ticket.states';
import { ROLE_ADMIN, ROLE_USER, type Role } from './roles';

/**
 * Who may do what, as one pure function used by the server (every route declares one of these levels and one hook
 * turns it into the check) and by the web app (what a screen shows).
 *   public         anyone (sign-in, registration, password reset, white-label configuration, health)
 *   candidateLink  anyone holding a candidate's link (request number + UUID are the credential; checked by the call)
 *   signedIn       any signed-in user, whatever their status (own session, profile, registration wizard)
 *   activeUser     an approved HR user (status ATTIVATO) or an administrator
 *   hrUser         an approved HR user only (orders reports, owns a profile): administrators oversee, they do not order
 *   admin          an administrator of the request's tenant
 *   platformAdmin  an administrator of the platform tenant (manages tenants)
 */
export const ACCESS_LEVELS = [
  'public',
  'candidateLink',
  'signedIn',
  'activeUser',
  'hrUser',
  'admin',
  'platformAdmin',
] as const;
export type Access = (typeof ACCESS_LEVELS)[number];

/** The caller as permissions see it: null when signed out. `platform`: the request's tenant is the platform. */
export type Actor = { role: Role; status: string; platform: boolean } | null;

export type AccessDecision = 'allow' | 'unauthenticated' | 'inactive' | 'forbidden';

/** Whether `actor` may call something declared `access`; the reason when not (401, 403 USER_NOT_ACTIVE, 403). */
export function decideAccess(access: Access, actor: Actor): AccessDecision {
  if (access === 'public' || access === 'candidateLink') return 'allow';
  if (!actor) return 'unauthenticated';
  const admin = actor.role === ROLE_ADMIN;
  switch (access) {
    case 'signedIn':
      return 'allow';
    case 'activeUser':
      return admin || actor.status === 'ATTIVATO' ? 'allow' : 'inactive';
    case 'hrUser':
      return admin ? 'forbidden' : actor.status === 'ATTIVATO' ? 'allow' : 'inactive';
    case 'admin':
      return admin ? 'allow' : 'forbidden';
    case 'platformAdmin':
      return admin && actor.platform ? 'allow' : 'forbidden';
  }
}

export const mayAccess = (access: Access, actor: Actor) => decideAccess(access, actor) === 'allow';

/** An HR user cannot write on a closed ticket (only an administrator reopens it). */
export function canReply(role: Role, current: TicketStatus): boolean {
  return role === ROLE_ADMIN || current !== 'CLOSE';
}

/** Only administrators open and close document requests. */
export function canChangeDocumentStatus(role: Role): boolean {
  return role === ROLE_ADMIN;
}

/** The HR user uploads on an OPEN request only. */
export function canUploadDocument(role: Role, status: DocumentStatus): boolean {
  return role === ROLE_USER && status === 'OPEN';
}
