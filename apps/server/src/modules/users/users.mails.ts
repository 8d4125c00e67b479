import type { UserAction } from '@hrwe/domain';
import { renderMail } from '../../platform/mail/layout';

/** What the HR user reads after an administrator's decision; `{product}` is the tenant's product name. */
const STATUS_WORDS: Record<UserAction, { subject: string; title: string; body: string; signIn: boolean }> = {
  APPROVA: {
    subject: 'Il tuo profilo {product} è stato approvato',
    title: 'Profilo approvato',
    body: 'Un amministratore ha approvato il tuo profilo: ora puoi accedere e richiedere le visure sui candidati.',
    signIn: true,
  },
  RIFIUTA: {
    subject: 'La tua registrazione a {product} è stata rifiutata',
    title: 'Registrazione rifiutata',
    body: "Un amministratore ha rifiutato la tua registrazione, quindi l'accesso non è consentito. Per chiarimenti contatta chi gestisce il servizio.",
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
};

/** To the HR user when an administrator approves, refuses, disables or re-enables the account. */
export function userStatusMail(action: UserAction, u: { name: string; signInUrl: string }) {
  const w = STATUS_WORDS[action];
  return renderMail('it', {
    subject: w.subject,
    title: w.title,
    paragraphs: [`Gentile ${u.name},`, w.body],
    ...(w.signIn ? { action: { label: 'Accedi', url: u.signInUrl } } : {}),
  });
}
