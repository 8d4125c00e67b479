import { renderMail } from '../../platform/mail/layout';

/** What happened to a candidate that its HR user is told about. */
export type CandidateEvent = 'completed' | 'refused';

type Request = { requestName: string; requestNumber: string };

/**
 * To the HR user: one candidate completed (the report is ready) or refused consent. The subject names only the
 * request: it shows in notifications and mailbox lists, so the candidate's name and e-mail stay in the body.
 */
export function candidateEventMail(event: CandidateEvent, c: Request & { candidate: string; url: string }) {
  const completed = event === 'completed';
  return renderMail('it', {
    subject: completed
      ? `Report pronto – richiesta ${c.requestNumber}`
      : `Consenso negato – richiesta ${c.requestNumber}`,
    title: completed ? 'Il report del candidato è pronto' : 'Il candidato ha negato il consenso',
    paragraphs: completed
      ? [
          `${c.candidate} ha inserito i suoi dati per la richiesta "${c.requestName}" (${c.requestNumber}) e le verifiche sono concluse.`,
        ]
      : [
          `${c.candidate} ha negato il consenso al trattamento dei dati per la richiesta "${c.requestName}" (${c.requestNumber}).`,
          'Per questo candidato non verrà prodotto alcun report.',
        ],
    action: { label: completed ? 'Apri il report' : 'Apri la richiesta', url: c.url },
  });
}

/** To the HR user once every candidate of a request has completed or refused. */
export function requestDoneMail(r: Request & { completed: number; refused: number; url: string }) {
  return renderMail('it', {
    subject: `Richiesta ${r.requestNumber} conclusa: tutti i candidati hanno risposto`,
    title: 'Tutti i candidati hanno risposto',
    paragraphs: [
      `Per la richiesta "${r.requestName}" (${r.requestNumber}) tutti i candidati hanno risposto.`,
      `Report completati: ${r.completed}. Consensi negati: ${r.refused}.`,
    ],
    action: { label: 'Apri la richiesta', url: r.url },
  });
}
