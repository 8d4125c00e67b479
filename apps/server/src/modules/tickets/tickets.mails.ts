import { type Locale, renderMail } from '../../platform/mail/layout';

const WORDS = {
  it: {
    newSubject: (s: string) => `Nuova richiesta di assistenza: ${s}`,
    newTitle: 'Nuova richiesta di assistenza',
    newBody: (who: string) => `${who} ha aperto una richiesta di assistenza.`,
    replySubject: (s: string) => `Risposta alla richiesta di assistenza: ${s}`,
    replyTitle: 'Nuova risposta alla richiesta di assistenza',
    replyBody: (who: string) => `${who} ha risposto alla richiesta.`,
    status: (label: string) => `Stato della richiesta: ${label}.`,
    action: 'Apri la richiesta',
    admin: "L'amministratore",
  },
  en: {
    newSubject: (s: string) => `New support request: ${s}`,
    newTitle: 'New support request',
    newBody: (who: string) => `${who} opened a support request.`,
    replySubject: (s: string) => `Reply to the support request: ${s}`,
    replyTitle: 'New reply to the support request',
    replyBody: (who: string) => `${who} replied to the request.`,
    status: (label: string) => `Request status: ${label}.`,
    action: 'Open the request',
    admin: 'The administrator',
  },
} as const;

/** To the tenant's administrators when an HR user opens a ticket. */
export function ticketOpenedMail(
  locale: Locale,
  t: { subject: string; message: string; who: string; url: string },
) {
  const w = WORDS[locale];
  return renderMail(locale, {
    subject: w.newSubject(t.subject),
    title: w.newTitle,
    paragraphs: [w.newBody(t.who), t.subject, t.message],
    action: { label: w.action, url: t.url },
  });
}

/** To the other side of the thread when someone replies (who = null: the administrator). */
export function ticketReplyMail(
  locale: Locale,
  t: { subject: string; message: string; who: string | null; statusLabel: string; url: string },
) {
  const w = WORDS[locale];
  return renderMail(locale, {
    subject: w.replySubject(t.subject),
    title: w.replyTitle,
    paragraphs: [w.replyBody(t.who ?? w.admin), t.message, w.status(t.statusLabel)],
    action: { label: w.action, url: t.url },
  });
}
