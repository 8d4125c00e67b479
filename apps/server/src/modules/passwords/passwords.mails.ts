import { type Locale, type MailMessage, renderMail } from '../../platform/mail/layout';

const WORDS: Record<Locale, { subject: string; title: string; paragraphs: string[]; label: string }> = {
  it: {
    subject: 'Reimposta la password {product}',
    title: 'Reimpostazione della password',
    paragraphs: [
      'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account.',
      'Il link qui sotto vale una sola volta ed entro 1 ora.',
      'Se non hai chiesto tu di reimpostare la password, ignora questa e-mail: la password attuale resta valida.',
    ],
    label: 'Reimposta la password',
  },
  en: {
    subject: 'Reset your {product} password',
    title: 'Password reset',
    paragraphs: [
      'We received a request to reset the password of your account.',
      'The link below works once and within 1 hour.',
      'If you did not ask to reset your password, ignore this e-mail: your current password stays valid.',
    ],
    label: 'Reset password',
  },
};

/** The password-reset e-mail (Italian unless the user's language is known). */
export function resetPasswordMail(locale: Locale, url: string): MailMessage {
  const w = WORDS[locale];
  return renderMail(locale, {
    subject: w.subject,
    title: w.title,
    paragraphs: w.paragraphs,
    action: { label: w.label, url },
  });
}
