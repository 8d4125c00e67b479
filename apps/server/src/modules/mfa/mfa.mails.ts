import { type Locale, type MailMessage, renderMail } from '../../platform/mail/layout';

const WORDS: Record<Locale, { subject: string; title: string; paragraphs: string[] }> = {
  it: {
    subject: 'La verifica in due passaggi del tuo account {product} è stata reimpostata',
    title: 'Verifica in due passaggi reimpostata',
    paragraphs: [
      'Un amministratore ha reimpostato la verifica in due passaggi del tuo account e ha chiuso le tue sessioni.',
      'Al prossimo accesso potrai configurarla di nuovo con la tua app di autenticazione.',
      'Se non l’hai chiesto tu, contatta subito il tuo amministratore.',
    ],
  },
  en: {
    subject: 'The two-step verification of your {product} account was reset',
    title: 'Two-step verification reset',
    paragraphs: [
      'An administrator reset the two-step verification of your account and ended your sessions.',
      'At your next sign-in you can set it up again with your authenticator app.',
      'If you did not ask for this, contact your administrator at once.',
    ],
  },
};

/** Tells a user their second factor was reset by an administrator. */
export function mfaResetMail(locale: Locale): MailMessage {
  const w = WORDS[locale];
  return renderMail(locale, { subject: w.subject, title: w.title, paragraphs: w.paragraphs });
}
