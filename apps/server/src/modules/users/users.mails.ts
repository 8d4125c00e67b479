import type { UserAction } from '@hrwe/domain';
import { type Locale, renderMail } from '../../platform/mail/layout';

type Words = { subject: string; title: string; body: string; signIn: boolean };

/** What the HR user reads after an administrator's decision; `{product}` is the tenant's product name. */
const STATUS_WORDS: Record<Locale, Record<UserAction, Words>> = {
  it: {
    APPROVA: {
      subject: 'Il tuo profilo {product} è stato approvato',
      title: 'Profilo approvato',
      body: 'Un amministratore ha approvato il tuo profilo: ora puoi accedere e richiedere le visure sui candidati.',
      signIn: true,
    },
    RIFIUTA: {
      subject: 'La tua registrazione a {product} è stata rifiutata',
      title: 'Registrazione rifiutata',
      body: "Un amministratore ha rifiutato la tua registrazione, quindi l'accesso non è consentito.",
      signIn: false,
    },
    DISABLE: {
      subject: 'Il tuo profilo {product} è stato disabilitato',
      title: 'Profilo disabilitato',
      body: "Un amministratore ha disabilitato il tuo profilo, quindi l'accesso non è più consentito. Per chiarimenti contatta chi gestisce il servizio.",
      signIn: false,
    },
    ABILITA: {
      subject: 'Il tuo profilo {product} è di nuovo attivo',
      title: 'Profilo riattivato',
      body: 'Un amministratore ha riattivato il tuo profilo: puoi di nuovo accedere e richiedere le visure sui candidati.',
      signIn: true,
    },
  },
  en: {
    APPROVA: {
      subject: 'Your {product} profile has been approved',
      title: 'Profile approved',
      body: 'An administrator approved your profile: you can now sign in and order checks on candidates.',
      signIn: true,
    },
    RIFIUTA: {
      subject: 'Your registration to {product} has been refused',
      title: 'Registration refused',
      body: 'An administrator refused your registration, so you cannot sign in.',
      signIn: false,
    },
    DISABLE: {
      subject: 'Your {product} profile has been disabled',
      title: 'Profile disabled',
      body: 'An administrator disabled your profile, so you can no longer sign in. For details contact whoever runs the service.',
      signIn: false,
    },
    ABILITA: {
      subject: 'Your {product} profile is active again',
      title: 'Profile re-enabled',
      body: 'An administrator re-enabled your profile: you can sign in again and order checks on candidates.',
      signIn: true,
    },
  },
};

const GREETING: Record<Locale, (name: string) => string> = {
  it: (name) => `Gentile ${name},`,
  en: (name) => `Dear ${name},`,
};
const SIGN_IN: Record<Locale, string> = { it: 'Accedi', en: 'Sign in' };
const REFUSAL: Record<
  Locale,
  { reason: (r: string) => string; contact: (who: string, email: string) => string }
> = {
  it: {
    reason: (r) => `Motivo: ${r}`,
    contact: (who, email) => `Per chiarimenti scrivi a ${who}: ${email}.`,
  },
  en: {
    reason: (r) => `Reason: ${r}`,
    contact: (who, email) => `For details write to ${who}: ${email}.`,
  },
};

/**
 * To the HR user when an administrator approves, refuses, disables or re-enables the account. A refusal says the
 * administrator's reason and whom to write to: the tenant's legal name and the deciding administrator's e-mail.
 */
export function userStatusMail(
  locale: Locale,
  action: UserAction,
  u: {
    name: string;
    signInUrl: string;
    refusal?: { reason: string; contactName: string; contactEmail: string };
  },
) {
  const w = STATUS_WORDS[locale][action];
  const refusal = u.refusal
    ? [
        REFUSAL[locale].reason(u.refusal.reason),
        REFUSAL[locale].contact(u.refusal.contactName, u.refusal.contactEmail),
      ]
    : [];
  return renderMail(locale, {
    subject: w.subject,
    title: w.title,
    paragraphs: [GREETING[locale](u.name), w.body, ...refusal],
    ...(w.signIn ? { action: { label: SIGN_IN[locale], url: u.signInUrl } } : {}),
  });
}
