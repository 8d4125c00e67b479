import { formatDate } from '@hrwe/domain';
import { renderMail } from '../../platform/mail/layout';

export type AdverseNoticeContent = {
  company: string;
  score: number | null;
  negativeEvents: boolean | null;
  checks: string[];
  windowEnds: string;
  contact: string;
};

const CHECK_WORDS: Record<string, string> = {
  crif: 'verifica creditizia CRIF',
  cribis: 'informazioni commerciali CRIBIS',
  personScore: 'punteggio di rischio della persona',
  censusCell: 'indice di degrado della zona di residenza',
  estimation: 'stima del reddito della micro-zona',
  negativeFlags: 'presenza di eventi negativi',
  negativeDetails: 'dettaglio degli eventi negativi',
  traversal: 'partecipazioni e cariche in società',
};

/**
 * The pre-adverse action notice: before not proceeding because of the report, the candidate gets its summary and a
 * window to contest it (GDPR art. 22(3): the right to express one's view and contest the decision).
 */
export function adverseNoticeMail(c: AdverseNoticeContent) {
  return renderMail('it', {
    subject: `${c.company}: sintesi del report che ti riguarda`,
    title: 'Sintesi del report pre-assuntivo',
    paragraphs: [
      'Gentile candidata, gentile candidato,',
      `${c.company} sta valutando di non proseguire la selezione anche in base al report prodotto con {product}. Prima di decidere ti invia la sua sintesi.`,
      `Verifiche eseguite: ${c.checks.map((n) => CHECK_WORDS[n] ?? n).join(', ') || '—'}.`,
      `Punteggio: ${c.score ?? '—'} su 100. Eventi negativi: ${c.negativeEvents === null ? '—' : c.negativeEvents ? 'sì' : 'no'}.`,
      `Se ritieni che qualcosa sia errato puoi contestarlo entro il ${formatDate(c.windowEnds)} compreso, dalla pagina della tua richiesta o scrivendo a ${c.contact}. Nessuna decisione sarà presa prima di quella data.`,
    ],
  });
}
