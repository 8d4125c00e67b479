import { renderMail } from '../../platform/mail/layout';

/** To each administrator of the tenant when an HR user finishes onboarding and awaits approval. */
export function awaitingApprovalMail(u: { name: string; email: string; company: string; url: string }) {
  return renderMail('it', {
    subject: `Nuova registrazione da approvare: ${u.email}`,
    title: 'Registrazione da approvare',
    paragraphs: [
      `${u.name} (${u.email})${u.company ? `, ${u.company},` : ''} ha completato la registrazione e firmato il contratto.`,
      'Il profilo resta in stato "Da attivare" finché un amministratore non lo approva o lo rifiuta.',
    ],
    action: { label: 'Apri il profilo', url: u.url },
  });
}
