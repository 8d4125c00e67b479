import {
  type CandidateAuditAction,
  formatDate,
  formatDateTimeDash,
  type HIRING_OUTCOMES,
  relevanceLabel,
  type SUBJECT_REQUEST_KINDS,
  type SUBJECT_REQUEST_STATES,
  WORST_CASES,
} from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../platform/files/pdf-bytes';
import type { CandidateDataExport } from './rights-export.service';

const M = 40;
const INK = '#212529';
const MUTED = '#6c757d';

const CHECK_STATE_IT: Record<string, string> = {
  pending: 'In attesa',
  running: 'In corso',
  done: 'Conclusa',
  failed: 'Non riuscita (verrà ripetuta)',
  cancelled: 'Annullata',
};
const CHECK_NAME_IT: Record<string, string> = {
  crif: 'CRIF – esito creditizio',
  cribis: 'CRIBIS – rilevanza eventi negativi',
  personScore: 'Cerved – score della persona',
  censusCell: 'Cerved – degrado della zona di residenza',
  estimation: 'Cerved – stima del reddito della zona',
  negativeFlags: 'Cerved – indicatori eventi negativi',
  negativeDetails: 'Cerved – dettaglio eventi negativi',
  traversal: 'Cerved – partecipazioni societarie',
};
/** Every action recorded about a candidate, named (a new one does not compile until it is named here). */
const ACTION_IT: Record<CandidateAuditAction, string> = {
  'candidate.report.view': 'Lettura del report',
  'candidate.report.pdf': 'Stampa del report (PDF)',
  'candidate.checks.retry': 'Nuova esecuzione delle verifiche',
  'candidate.consent.withdraw': 'Revoca del consenso',
  'candidate.contest.open': 'Contestazione inviata',
  'candidate.contest.review': 'Revisione della contestazione',
  'candidate.data.export': 'Copia dei dati scaricata',
  'rights.hold.place': 'Cancellazione sospesa per un obbligo di legge',
  'rights.hold.release': 'Sospensione della cancellazione rimossa',
  'rights.erase': 'Dati cancellati su richiesta',
  'rights.request.register': 'Richiesta sui tuoi dati registrata',
  'rights.request.close': 'Richiesta sui tuoi dati chiusa',
  'rights.adverse-notice': 'Sintesi del report inviata prima della decisione',
  'rights.outcome': 'Esito della selezione registrato',
};
const HIRING_IT: Record<(typeof HIRING_OUTCOMES)[number], string> = {
  PROCEED: 'Procede',
  NOT_PROCEED: 'Non procede',
  WITHDRAWN: 'Ritirato',
};
const REQUEST_KIND_IT: Record<(typeof SUBJECT_REQUEST_KINDS)[number], string> = {
  ACCESS: 'Accesso ai dati',
  ERASURE: 'Cancellazione',
  CONTEST: 'Contestazione',
};
const REQUEST_STATE_IT: Record<(typeof SUBJECT_REQUEST_STATES)[number], string> = {
  OPEN: 'Aperta',
  DONE: 'Evasa',
  REJECTED: 'Respinta',
};
/** Internal codes stored among the personal data (the zone's worst case): explained in the JSON's score. */
const CODES = new Set<string>(WORST_CASES);
const LIGHT_IT: Record<string, string> = { green: 'Verde', yellow: 'Giallo', red: 'Rosso' };
/** Tables of `otherRecords` the copy shows in a section of their own. */
const SHOWN_APART = new Set(['hiring_outcomes', 'data_subject_requests']);
/** Columns that say nothing to the candidate (keys, and the ids of the company's users). */
const TECHNICAL = /^(id|tenant_id|candidate_id|file_id|mail_key)$|_by$/;
const OUTCOME_IT: Record<string, string> = {
  KEPT: 'Risultato confermato',
  CORRECTED: 'Risultato corretto',
  WITHDRAWN: 'Risultato ritirato',
};
const FIELD_IT: Record<string, string> = {
  email: 'E-mail',
  first_name: 'Nome',
  last_name: 'Cognome',
  codice_fiscale: 'Codice fiscale',
  date_of_birth: 'Data di nascita',
  via: 'Via, Viale o Piazza',
  indirizzo: 'Indirizzo',
  civico: 'Numero civico',
  cap: 'CAP',
  provincia: 'Provincia',
  citta: 'Città',
};

const when = (v: unknown) => (v ? formatDateTimeDash(new Date(v as string)) : '—');
const text = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));
const IN_JSON = 'nella copia in formato JSON';
/**
 * A stored value as a person reads it: yes/no, a date, a number or a short text; a structure, a long or formatted
 * text (an e-mail's body) or an internal code is left to the JSON copy rather than printed raw.
 */
export function readable(v: unknown): string {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'boolean') return v ? 'Sì' : 'No';
  if (v instanceof Date) return formatDate(v.toISOString().slice(0, 10));
  if (typeof v === 'number' || typeof v === 'bigint') return String(v);
  if (typeof v !== 'string') return IN_JSON;
  if (/^\d{4}-\d{2}-\d{2}$/.test(v)) return formatDate(v);
  if (/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}/.test(v)) return when(v);
  if (LIGHT_IT[v]) return LIGHT_IT[v];
  if (v.length > 160 || /[\n<>{}[\]]/.test(v) || /^[A-Z]+(_[A-Z]+)+$/.test(v) || CODES.has(v)) return IN_JSON;
  return v;
}
/** A column or table name in words ("received_at" → "received at"), for rows of tables added later. */
const words = (name: string) => name.replace(/_/g, ' ');
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/**
 * The readable copy of the candidate's data (GDPR art. 15(3)), in Italian: the same content as the JSON, with the
 * providers' raw answers summarised by their state (the JSON carries them in full).
 */
export function candidateDataPdf(data: CandidateDataExport): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margin: M, info: { Title: 'Copia dei tuoi dati' } });
  const W = doc.page.width - 2 * M;
  const done = pdfBytes(doc);

  const heading = (t: string) => {
    doc.moveDown(0.8);
    if (doc.y > doc.page.height - 120) doc.addPage();
    doc.font('Helvetica-Bold').fontSize(12).fillColor(INK).text(t, M, doc.y, { width: W });
    doc.moveDown(0.3);
  };
  const row = (label: string, value: unknown) => {
    doc.font('Helvetica').fontSize(9);
    const tall = Math.max(
      doc.heightOfString(label, { width: 170 }),
      doc.heightOfString(text(value), { width: W - 175 }),
    );
    if (doc.y + tall > doc.page.height - M) doc.addPage();
    const top = doc.y;
    doc.font('Helvetica').fontSize(9).fillColor(MUTED).text(label, M, top, { width: 170 });
    const h = doc.y - top;
    doc
      .font('Helvetica')
      .fontSize(9)
      .fillColor(INK)
      .text(text(value), M + 175, top, { width: W - 175 });
    doc.x = M;
    doc.y = top + Math.max(h, doc.y - top) + 2;
  };
  const para = (t: string) =>
    doc.font('Helvetica').fontSize(9).fillColor(INK).text(t, M, doc.y, { width: W });

  doc.font('Helvetica-Bold').fontSize(16).fillColor(INK).text('Copia dei tuoi dati');
  para(`Generata il ${when(data.generatedAt)} – ${data.legalBasis}.`);
  heading('Titolare del trattamento e contatti');
  row('Azienda', data.controller.companyName);
  row('Sede', data.controller.companyAddress);
  row('Contatto per le richieste', data.controller.contactEmail);
  row('Richiesta', data.request.requestNumber);
  row('Ruolo', data.request.role);
  row('Finalità', data.request.purpose);
  row('Cancellazione dei dati dal', formatDate(data.request.erasureDate));

  heading('Dati che hai inserito');
  const c = (data.candidate ?? {}) as Record<string, unknown>;
  for (const [k, label] of Object.entries(FIELD_IT))
    row(label, k === 'date_of_birth' && c[k] ? formatDate(c[k] as string) : c[k]);
  row('Dati inviati il', when(c.data_submitted_at));
  if (c.anonymised_at) row('Dati cancellati il', when(c.anonymised_at));

  heading('Consenso (prova registrata)');
  for (const k of data.consents as Record<string, unknown>[]) {
    const what = k.withdrawal ? 'Revoca del consenso' : k.choice ? 'Consenso dato' : 'Consenso negato';
    row(what, `${when(k.created_at)} – informativa ${k.text_version} – indirizzo ${k.ip} – ${k.user_agent}`);
  }

  heading('Verifiche');
  for (const s of data.checkStates)
    row(CHECK_NAME_IT[s.check] ?? s.check, CHECK_STATE_IT[s.status] ?? s.status);

  heading('Punteggio e come è calcolato');
  row('Punteggio', data.score.value === null ? '—' : `${data.score.value} (${data.score.band})`);
  if (data.score.trafficLight) row('Semaforo', readable(data.score.trafficLight));
  if (data.score.inputs) {
    row("Indice di degrado dell'area", data.score.inputs.degradationScore);
    row('Rilevanza eventi negativi', relevanceLabel(data.score.inputs.relevanceNegativity));
    row('Indice reddito della provincia', data.score.inputs.averageIncomeProvinceIndex);
  }
  para(data.score.method);

  heading('Chi ha letto il report e quando');
  if (data.readings.length === 0) para('Nessuna lettura registrata.');
  for (const r of data.readings)
    row(when(r.at), `${ACTION_IT[r.action]} – ${r.by === 'candidate' ? 'tu' : text(r.by)}`);

  heading('Contestazioni');
  if (data.contests.length === 0) para('Nessuna contestazione.');
  for (const k of data.contests) {
    row(`Inviata il ${when(k.createdAt)}`, k.message + (k.fileName ? ` (allegato: ${k.fileName})` : ''));
    row(
      'Esito',
      k.reviewOutcome
        ? `${OUTCOME_IT[k.reviewOutcome]} il ${when(k.reviewedAt)}: ${k.reviewNote}`
        : 'In attesa di revisione',
    );
  }

  heading('E-mail che ti abbiamo inviato');
  if (data.emails.length === 0) para('Nessuna.');
  for (const m of data.emails as Record<string, unknown>[]) row(when(m.created_at), m.subject);

  heading('Addebito della verifica');
  para(
    data.billing.length
      ? `La verifica è stata addebitata all'azienda il ${when((data.billing[0] as Record<string, unknown>).created_at)}.`
      : 'Nessun addebito.',
  );

  const others = data.otherRecords as Record<string, Record<string, unknown>[]>;
  heading('Esito della selezione');
  const outcomes = others.hiring_outcomes ?? [];
  if (outcomes.length === 0) para('Nessun esito registrato.');
  for (const o of outcomes)
    row(
      when(o.decided_at),
      `${HIRING_IT[o.outcome as keyof typeof HIRING_IT] ?? readable(o.outcome)}${o.because_of_report ? ' (a causa del report)' : ''}`,
    );

  heading('Richieste sui tuoi dati');
  const requests = others.data_subject_requests ?? [];
  if (requests.length === 0) para('Nessuna richiesta.');
  for (const r of requests) {
    const kind = REQUEST_KIND_IT[r.kind as keyof typeof REQUEST_KIND_IT] ?? readable(r.kind);
    const state = REQUEST_STATE_IT[r.state as keyof typeof REQUEST_STATE_IT] ?? readable(r.state);
    const handled = r.handled_at ? `, chiusa il ${when(r.handled_at)}` : '';
    const note = r.note ? ` – ${readable(r.note)}` : '';
    row(`${kind}, ricevuta il ${when(r.received_at)}`, `${state}${handled}${note}`);
  }

  heading('I tuoi dati personali, per categoria');
  for (const [category, items] of Object.entries(data.personalData))
    row(capital(category), [...new Set(items.map((i) => readable(i.value)))].join('; '));

  const rest = Object.entries(others).filter(([table]) => !SHOWN_APART.has(table));
  if (rest.length) {
    heading('Altri dati registrati');
    for (const [table, rows] of rest)
      for (const r of rows)
        row(
          capital(words(table)),
          Object.entries(r)
            .filter(([column, v]) => !TECHNICAL.test(column) && v !== null)
            .map(([column, v]) => `${words(column)}: ${readable(v)}`)
            .join('; '),
        );
  }
  doc.moveDown(1);
  doc
    .font('Helvetica')
    .fontSize(8)
    .fillColor(MUTED)
    .text('Gli esiti completi dei fornitori sono nella copia in formato JSON.', M, doc.y, { width: W });
  doc.end();
  return done;
}
