import { z } from 'zod';
import { operation } from '../api/operation';
import { NoContentSchema } from '../common/answers.schemas';
import { uuidParams } from '../common/params.schemas';
import {
  AccountSessionSchema,
  MfaCodeInputSchema,
  MfaEnrolmentSchema,
  MfaPolicySchema,
  MfaSignedInSchema,
  MfaStatusSchema,
  RecoveryCodesSchema,
} from './mfa.schemas';

const tags = ['mfa'] as const;
const CODE_ERRORS = ['VALIDATION_FAILED', 'MFA_CODE_WRONG', 'LOGIN_RATE_LIMITED'] as const;

/**
 * Multi-factor sign-in (docs/decisions/security-mfa.md): a user's TOTP enrolment and recovery codes, the second
 * step of a sign-in (the pending step is a cookie of its own, never a session), the user's sessions, and the
 * administrator's reset and the tenant's rule for its HR users.
 */
export const mfaOperations = {
  status: operation({
    method: 'GET',
    path: '/api/account/mfa',
    access: 'signedIn',
    tags,
    summary: 'The signed-in user’s second factor',
    responses: { 200: MfaStatusSchema },
  }),
  startEnrolment: operation({
    method: 'POST',
    path: '/api/account/mfa/enrolment',
    access: 'signedIn',
    tags,
    summary: 'Begin a TOTP enrolment: a new secret (QR code and text), active once confirmed',
    responses: { 201: MfaEnrolmentSchema },
    errors: ['MFA_ALREADY_ENABLED'],
  }),
  confirmEnrolment: operation({
    method: 'POST',
    path: '/api/account/mfa/enrolment/confirm',
    access: 'signedIn',
    tags,
    summary:
      'Confirm the enrolment with a current code: answers the 10 recovery codes, once; ends the other sessions',
    body: MfaCodeInputSchema,
    responses: { 200: RecoveryCodesSchema },
    errors: [...CODE_ERRORS, 'MFA_NO_ENROLMENT'],
  }),
  newRecoveryCodes: operation({
    method: 'POST',
    path: '/api/account/mfa/recovery-codes',
    access: 'signedIn',
    tags,
    summary: 'New recovery codes for a current code (the old ones stop working): answered once',
    body: MfaCodeInputSchema,
    responses: { 200: RecoveryCodesSchema },
    errors: [...CODE_ERRORS, 'MFA_NO_ENROLMENT'],
  }),
  disable: operation({
    method: 'POST',
    path: '/api/account/mfa/disable',
    access: 'signedIn',
    tags,
    summary:
      'Turn the user’s own second factor off with a current code (refused while it is required of them); audited, the other sessions ended',
    body: MfaCodeInputSchema,
    responses: { 204: NoContentSchema },
    errors: [...CODE_ERRORS, 'MFA_NO_ENROLMENT', 'MFA_REQUIRED'],
  }),
  secondStep: operation({
    method: 'POST',
    path: '/api/session/mfa',
    access: 'public',
    tags,
    summary: 'The second step of a sign-in (its pending cookie): a current code or an unused recovery code',
    body: MfaCodeInputSchema,
    responses: { 200: MfaSignedInSchema },
    errors: [...CODE_ERRORS, 'MFA_STEP_EXPIRED'],
  }),
  pendingEnrolment: operation({
    method: 'POST',
    path: '/api/session/mfa/enrolment',
    access: 'public',
    tags,
    summary: 'A sign-in that must enrol first (its pending cookie): begin the enrolment',
    responses: { 201: MfaEnrolmentSchema },
    errors: ['MFA_STEP_EXPIRED'],
  }),
  pendingConfirm: operation({
    method: 'POST',
    path: '/api/session/mfa/enrolment/confirm',
    access: 'public',
    tags,
    summary: 'A sign-in that must enrol first: confirm with a code, signed in, the recovery codes once',
    body: MfaCodeInputSchema,
    responses: { 200: MfaSignedInSchema },
    errors: [...CODE_ERRORS, 'MFA_STEP_EXPIRED', 'MFA_NO_ENROLMENT'],
  }),
  sessions: operation({
    method: 'GET',
    path: '/api/account/sessions',
    access: 'signedIn',
    tags,
    summary: 'The signed-in user’s sessions, newest first',
    responses: { 200: z.array(AccountSessionSchema) },
  }),
  endSession: operation({
    method: 'DELETE',
    path: '/api/account/sessions/:id',
    access: 'signedIn',
    tags,
    summary: 'End one of the user’s sessions (another user’s answers 404)',
    params: uuidParams('id'),
    responses: { 204: NoContentSchema },
    errors: ['NOT_FOUND'],
  }),
  endOtherSessions: operation({
    method: 'DELETE',
    path: '/api/account/sessions',
    access: 'signedIn',
    tags,
    summary: 'End every session of the user but this one',
    responses: { 204: NoContentSchema },
  }),
  reset: operation({
    method: 'DELETE',
    path: '/api/mfa/users/:id',
    access: 'admin',
    tags,
    summary: 'Reset a user’s second factor (audited, e-mailed, their sessions ended): they enrol again',
    params: uuidParams('id'),
    responses: { 204: NoContentSchema },
    errors: ['NOT_FOUND'],
  }),
  policy: operation({
    method: 'GET',
    path: '/api/mfa/policy',
    access: 'admin',
    tags,
    summary: 'The tenant’s rule: whether its HR users must use a second factor (administrators always must)',
    responses: { 200: MfaPolicySchema },
  }),
  setPolicy: operation({
    method: 'PUT',
    path: '/api/mfa/policy',
    access: 'admin',
    tags,
    summary:
      'Set the tenant’s rule (audited); an HR user without a second factor then enrols at their next sign-in',
    body: MfaPolicySchema,
    responses: { 200: MfaPolicySchema },
  }),
};
