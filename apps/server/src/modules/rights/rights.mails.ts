import { type ContestOutcome, formatDate } from '@hrwe/domain';
import { renderMail } from '../../platform/mail/layout';

type AboutCandidate = { candidate: string; requestName: string; requestNumber: string; url: string };

/** To the HR user: the candidate withdrew consent (art. 7(3)); their data is erased, the report cannot be used. */
export function withdrawalMail(c: AboutCandidate) {
  return renderMail('it', {
    subject: `Consenso revocato: ${c.candidate} – richiesta ${c.requestNumber}`,
    title: 'Il candidato ha revocato il consenso',
    paragraphs: [
      `${c.candidate} ha revocato il consenso al trattamento dei dati per la richiesta "${c.requestName}" (${c.requestNumber}).`,
      'Le verifiche non ancora concluse sono state annullate e non saranno addebitate. I dati inseriti dal candidato e gli esiti delle verifiche sono stati cancellati: il report non può più essere utilizzato per la selezione.',
    ],
    action: { label: 'Apri la richiesta', url: c.url },
  });
}

/** To the HR user: the candidate contests a result (arts. 16 and 22); a human review is required. */
export function contestMail(c: AboutCandidate) {
  return renderMail('it', {
    subject: `Risultato contestato: ${c.candidate} – richiesta ${c.requestNumber}`,
    title: 'Il candidato ha contestato il risultato',
    paragraphs: [
      `${c.candidate} ha contestato il risultato delle verifiche per la richiesta "${c.requestName}" (${c.requestNumber}).`,
      "Prima di registrare l'esito della selezione devi esaminare la contestazione e registrare la tua revisione (risultato confermato, corretto o ritirato). Il candidato riceverà l'esito per e-mail.",
    ],
    action: { label: 'Apri il report', url: c.url },
  });
}

const OUTCOME_TEXT: Record<ContestOutcome, string> = {
  KEPT: 'dopo un esame da parte di una persona, il risultato è stato confermato.',
  CORRECTED: 'dopo un esame da parte di una persona, il risultato è stato corretto.',
  WITHDRAWN:
    'dopo un esame da parte di una persona, il risultato è stato ritirato e non sarà usato nella selezione.',
};

/** To the candidate: the outcome of the human review of their contest, with the reviewer's note. */
export function contestOutcomeMail(c: {
  company: string;
  outcome: ContestOutcome;
  note: string;
  contestedAt: Date;
  url: string;
}) {
  return renderMail('it', {
    subject: `${c.company}: esito della tua contestazione`,
    title: 'Esito della tua contestazione',
    paragraphs: [
      'Gentile candidata, gentile candidato,',
      `sulla contestazione che hai inviato il ${formatDate(c.contestedAt)} a ${c.company}: ${OUTCOME_TEXT[c.outcome]}`,
      `Nota di chi l'ha esaminata: ${c.note}`,
      'Dalla tua pagina puoi vedere lo stato delle verifiche, scaricare una copia dei tuoi dati o revocare il consenso.',
    ],
    action: { label: 'Apri la tua pagina', url: c.url },
  });
}
