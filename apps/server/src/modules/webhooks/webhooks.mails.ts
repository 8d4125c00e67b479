import { renderMail } from '../../platform/mail/layout';

/** To an endpoint's owner: the endpoint failed every attempt of a delivery and was disabled. */
export function endpointDisabledMail(p: { url: string; attempts: number; screen: string }) {
  return renderMail('it', {
    subject: 'Webhook disattivato: il tuo endpoint non risponde',
    title: 'Abbiamo disattivato un tuo endpoint webhook',
    paragraphs: [
      `L'endpoint ${p.url} non ha accettato nessuno dei ${p.attempts} tentativi di consegna di un evento, ripetuti per più di 24 ore.`,
      'Non invieremo altri eventi finché non lo riattivi. Dal registro delle consegne puoi inviare di nuovo gli eventi non consegnati.',
    ],
    action: { label: 'Apri i webhook', url: p.screen },
  });
}
