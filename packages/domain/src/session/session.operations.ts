import { operation } from '../api/operation';
import { SessionSchema, SignInInputSchema } from '../auth/session.schemas';
import { NoContentSchema } from '../common/answers.schemas';
import { SignInAnswerSchema } from '../mfa/mfa.schemas';

const tags = ['session'] as const;

/** Signing in and out with the product's own form (/sso), and the signed-in user. */
export const sessionOperations = {
  /** The body is the sign-in form's own schema: the web validates with it, the server parses with it. */
  signIn: operation({
    method: 'POST',
    path: '/api/session',
    access: 'public',
    tags,
    summary:
      'Sign in: signed in, or the second step to take (`mfa`: a code, or an enrolment the tenant requires)',
    body: SignInInputSchema,
    responses: { 200: SignInAnswerSchema },
    errors: [
      'VALIDATION_FAILED',
      'LOGIN_INVALID',
      'LOGIN_NOT_VERIFIED',
      'LOGIN_DA_ATTIVARE',
      'LOGIN_DISABILITATO',
      'LOGIN_RIFIUTATO',
      'LOGIN_RATE_LIMITED',
    ],
  }),
  current: operation({
    method: 'GET',
    path: '/api/session',
    access: 'signedIn',
    tags,
    summary: 'The signed-in user',
    responses: { 200: SessionSchema },
  }),
  signOut: operation({
    method: 'DELETE',
    path: '/api/session',
    access: 'public',
    tags,
    summary: 'Sign out',
    responses: { 204: NoContentSchema },
  }),
};
