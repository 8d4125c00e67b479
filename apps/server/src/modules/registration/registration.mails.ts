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

/**
 * To an address that registers again while it already has an account: the registration answer is the same as for a
 * new address, so this e-mail is where the person learns the rest (Italian, as the registration wizard).
 */
export function alreadyRegisteredMail(links: { signIn: string; reset: string }) {
  return renderMail('it', {
    subject: 'La tua registrazione a {product}',
    title: 'Hai già un account',
    paragraphs: [
      `Qualcuno, forse tu, ha chiesto di registrare questo indirizzo e-mail a {product}, ma un account con questo indirizzo esiste già: non ne è stato creato un altro.`,
      'Accedi con la tua password. Se non la ricordi, reimpostala da questo indirizzo: ' +
        `${links.reset} (il collegamento per reimpostarla conferma anche l'indirizzo, se non l'avevi ancora confermato).`,
      'Se non hai richiesto tu la registrazione, ignora questo messaggio: il tuo account non è cambiato.',
    ],
    action: { label: 'Accedi', url: links.signIn },
  });
}
