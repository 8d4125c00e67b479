import {
  CANDIDATE_SHOWN_LABELS,
  candidateShownStatus,
  REPORT_STATUS_LABELS,
  siNo,
  worstCaseDisplay,
} from '@hrwe/domain';
import type { ExportColumn } from '../../platform/exports/columns';
import type { CandidateListRow, CandidateRow, ReportRow } from './reports.lists.repository';

/** The worst 5% as every yes/no of the exports: Sì/No. */
const worst = (v: string | null) => (v === null ? '' : siNo(worstCaseDisplay(v) === 'SI'));
const INVITATION_LABELS: Record<string, string> = {
  none: '-',
  queued: 'In coda',
  sent: 'Inviato',
  failed: 'Non riuscito',
};
const address = (r: Pick<CandidateRow, 'via' | 'indirizzo' | 'civico' | 'cap' | 'citta' | 'provincia'>) =>
  [
    [r.via, r.indirizzo, r.civico].filter(Boolean).join(' '),
    [r.cap, r.citta, r.provincia ? `(${r.provincia})` : ''].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');

/** 'Storico dei Report - HRWE': administrators get the Cliente column in second position. */
export function reportListColumns(admin: boolean): ExportColumn<ReportRow>[] {
  return [
    { header: 'Nome richiesta', value: (r) => r.referencePerson, width: 30 },
    ...(admin ? [{ header: 'Cliente', value: (r: ReportRow) => r.client, width: 30 }] : []),
    { header: 'Data creazione', value: (r) => r.dateCreated, width: 14, kind: 'date' },
    { header: 'Stato', value: (r) => REPORT_STATUS_LABELS[r.status], width: 20 },
    { header: 'Numero richiesta', value: (r) => r.requestNumber, width: 16 },
    { header: 'Data scadenza', value: (r) => r.validEndDate, width: 14, kind: 'date' },
    { header: 'Completati', value: (r) => r.completedCandidates, width: 12, kind: 'integer' },
    { header: 'Candidati', value: (r) => r.noOfCandidates, width: 12, kind: 'integer' },
  ];
}

/** 'Candidates (name - number) - HRWE'. */
export const requestCandidateColumns: ExportColumn<CandidateRow>[] = [
  { header: 'E-mail candidato', value: (r) => r.email, width: 30 },
  { header: 'Stato', value: (r) => CANDIDATE_SHOWN_LABELS[candidateShownStatus(r)], width: 16 },
  { header: 'Invito', value: (r) => INVITATION_LABELS[r.invitationStatus] ?? '', width: 14 },
  { header: 'Data invio', value: (r) => r.invitationSentAt ?? r.insertedDate, width: 18, kind: 'dateTime' },
  { header: 'Nome', value: (r) => r.firstName, width: 16 },
  { header: 'Cognome', value: (r) => r.lastName, width: 16 },
  { header: 'Indirizzo', value: address, width: 36 },
  { header: 'Codice fiscale', value: (r) => r.codiceFiscale, width: 20 },
  { header: 'Data di nascita', value: (r) => r.dateOfBirth, width: 14, kind: 'date' },
  { header: 'Indice di degrado', value: (r) => r.degradationScore, width: 12, kind: 'integer' },
  { header: 'Peggior 5%', value: (r) => worst(r.worstFlag), width: 10 },
  { header: 'Stima reddito', value: (r) => r.incomeEstimate, width: 14, kind: 'income' },
  { header: 'Eventi negativi', value: (r) => r.negativeEvents, width: 12 },
];

/** All candidates (administrators also get the client). */
export function candidateListColumns(admin: boolean): ExportColumn<CandidateListRow>[] {
  return [
    { header: 'Nome report', value: (r) => r.referencePerson, width: 28 },
    ...(admin ? [{ header: 'Cliente', value: (r: CandidateListRow) => r.client, width: 28 }] : []),
    { header: 'Data report', value: (r) => r.reportDate, width: 14, kind: 'date' },
    { header: 'Nome e cognome', value: (r) => r.fullName, width: 26 },
    { header: 'E-mail', value: (r) => r.email, width: 28 },
    { header: 'Stato', value: (r) => CANDIDATE_SHOWN_LABELS[candidateShownStatus(r)], width: 16 },
    { header: 'Indice di degrado', value: (r) => r.degradationScore, width: 12, kind: 'integer' },
    { header: 'Peggior 5%', value: (r) => worst(r.worstFlag), width: 10 },
    { header: 'Stima reddito', value: (r) => r.incomeEstimate, width: 14, kind: 'income' },
    { header: 'Eventi negativi', value: (r) => r.negativeEvents, width: 12 },
  ];
}
