import { type AuditAction, formatDate, formatDateTimeDash } from '@hrwe/domain';
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
const ACTION_IT: Partial<Record<AuditAction, string>> = {
  'candidate.report.view': 'Lettura del report',
  'candidate.report.pdf': 'Stampa del report (PDF)',
  'candidate.checks.retry': 'Nuova esecuzione delle verifiche',
  'candidate.consent.withdraw': 'Revoca del consenso',
  'candidate.contest.open': 'Contestazione inviata',
  'candidate.contest.review': 'Revisione della contestazione',
  'candidate.data.export': 'Copia dei dati scaricata',
};
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
    const y = doc.y;
    if (y > doc.page.height - 60) doc.addPage();
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
  row('Richiesta', `${data.request.requestNumber} – ${data.request.role}`);
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
  if (data.score.inputs) {
    row("Indice di degrado dell'area", data.score.inputs.degradationScore);
    row('Rilevanza eventi negativi', data.score.inputs.relevanceNegativity);
    row('Indice reddito della provincia', data.score.inputs.averageIncomeProvinceIndex);
  }
  para(data.score.method);

  heading('Chi ha letto il report e quando');
  if (data.readings.length === 0) para('Nessuna lettura registrata.');
  for (const r of data.readings)
    row(when(r.at), `${ACTION_IT[r.action] ?? r.action} – ${r.by === 'candidate' ? 'tu' : text(r.by)}`);

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

  heading('I tuoi dati personali, per categoria');
  for (const [category, items] of Object.entries(data.personalData)) {
    const shown = items.map((i) =>
      i.value instanceof Date
        ? i.value.toISOString().slice(0, 10)
        : typeof i.value === 'object'
          ? 'nella copia in formato JSON'
          : text(i.value),
    );
    row(category, [...new Set(shown)].join('; '));
  }

  const others = Object.entries(data.otherRecords);
  if (others.length) {
    heading('Altri dati registrati');
    for (const [table, rows] of others) row(table, JSON.stringify(rows));
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
