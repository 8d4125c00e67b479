import { formatDateTimeDash, PRIVACY_NOTICE_VERSION } from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { candidateDataCategories, evidenceKept, hrDataCategories } from '../../db/personal-data';
import type { AppDeps } from '../../deps';
import { pdfBytes } from '../../platform/files/pdf-bytes';
import { legalNameOf } from '../tenants';
import { registerFactsOf } from './processing-register.repository';
import { listPurposes } from './purposes.repository';
import { rightsSettings } from './rights-settings.repository';

const M = 40;
const INK = '#212529';
const MUTED = '#6c757d';

const GROUP_IT: Record<string, string> = {
  creditBureau: 'verifiche creditizie (CRIF, CRIBIS; punteggio della persona Cerved)',
  negativeEvents: 'eventi negativi (protesti, pregiudizievoli; Cerved)',
  traversal: 'partecipazioni e cariche in società (Cerved)',
  incomeEstimate: 'stima del reddito e degrado della zona di residenza (Cerved)',
};

/**
 * The categories of personal data, from the catalogue of personal data (db/personal-data.ts) that erasure and the
 * candidate's copy read too; and what stays after an erasure, with the article that asks for it.
 */
const dataCategories = () => [
  `Candidati: ${candidateDataCategories().join('; ')}.`,
  `Utenti HR e amministratori delle aziende clienti: ${hrDataCategories().join('; ')}.`,
  ...Object.entries(evidenceKept()).map(
    ([article, columns]) =>
      `Conservato dopo la cancellazione (${article}): ${[...new Set(columns.map((c) => c.split('.')[1]))].join(', ')}.`,
  ),
];
const SUBJECTS = [
  'Candidati a una posizione lavorativa presso le aziende clienti.',
  'Utenti HR e amministratori delle aziende clienti.',
];
const SECURITY = [
  'Separazione per tenant e per utente su ogni lettura e scrittura; accesso dichiarato per ogni chiamata.',
  'Password conservate solo come hash argon2id; sessioni revocabili; limitazione dei tentativi di accesso.',
  'Credenziali dei fornitori cifrate con AES-256-GCM.',
  'Link del candidato come segreto: non compare nei log, non viene inviato come referrer, non è memorizzato ' +
    'dalla cache; chiamate del link limitate per indirizzo.',
  'Registro di ogni lettura, stampa ed esportazione dei report.',
  'Cancellazione automatica allo scadere della conservazione, salvo sospensione per motivi legali motivata.',
  'Verifiche non pertinenti alla finalità rifiutate dal server e mai inviate ai fornitori.',
];
const RECIPIENTS = [
  'CRIF S.p.A. e CRIBIS D&B S.r.l. (verifiche creditizie e informazioni commerciali), responsabili del trattamento.',
  'Cerved Group S.p.A. (punteggio, eventi negativi, partecipazioni, stima del reddito), responsabile del trattamento.',
  "L'azienda cliente che ha richiesto la verifica, tramite il suo utente HR (solo i propri candidati).",
  'Nessun trasferimento verso paesi terzi.',
];

/**
 * The register of processing activities (GDPR art. 30) of a tenant, in Italian, generated from its configuration:
 * its purpose categories with their pertinent checks, its retention and contest window; the categories of data,
 * the recipients and the security measures are those of the platform's code.
 */
export async function processingRegisterPdf(
  deps: Pick<AppDeps, 'db' | 'config'>,
  tenantId: number,
  now: Date,
): Promise<Buffer> {
  const { db } = deps;
  // The controller by the legal name its branding sets (never the technical tenant name), reached by its administrators.
  const [controller, facts] = await Promise.all([legalNameOf(deps, tenantId), registerFactsOf(db, tenantId)]);
  const purposes = await listPurposes(db, tenantId, true);
  const settings = await rightsSettings(db, tenantId);

  const doc = new PDFDocument({
    size: 'A4',
    margin: M,
    info: { Title: 'Registro delle attività di trattamento' },
  });
  const done = pdfBytes(doc);
  const width = doc.page.width - 2 * M;

  const heading = (s: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(12).fillColor(INK).text(s, { width });
    doc.moveDown(0.2);
  };
  const para = (s: string) => doc.font('Helvetica').fontSize(10).fillColor(INK).text(s, { width });
  const list = (items: string[]) => {
    for (const i of items)
      doc.font('Helvetica').fontSize(10).fillColor(INK).text(`•  ${i}`, { width, indent: 0 });
  };

  doc
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text('Registro delle attività di trattamento', { width });
  doc
    .font('Helvetica')
    .fontSize(9)
    .fillColor(MUTED)
    .text(
      `GDPR art. 30 · generato il ${formatDateTimeDash(now)} dalla configurazione · informativa versione ` +
        PRIVACY_NOTICE_VERSION,
      { width },
    );

  heading('Titolare del trattamento');
  para(controller);
  para(`Contatti: ${[...facts.adminEmails, facts.dns].filter(Boolean).join(' · ')}`);

  heading('1. Trattamento');
  para(
    'Verifiche pre-assuntive su candidati a una posizione lavorativa, su richiesta delle aziende clienti, con il ' +
      'consenso del candidato e limitate a quanto pertinente al ruolo (art. 8 Statuto dei Lavoratori; art. 10 ' +
      'D.Lgs. 276/2003). Base giuridica: consenso (GDPR art. 6(1)(a)), revocabile in ogni momento (art. 7(3)).',
  );

  heading('2. Finalità e verifiche pertinenti');
  if (purposes.length === 0) para('Nessuna finalità attiva: nessuna verifica può essere richiesta.');
  for (const p of purposes) {
    // Labels only: the category's code and the providers' switch names are the program's, not the reader's.
    doc.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(p.labelIt, { width });
    const checks = p.checks.map((g) => GROUP_IT[g] ?? g);
    doc
      .font('Helvetica')
      .fontSize(10)
      .text(`Verifiche pertinenti: ${checks.join('; ')}.`, { width });
    doc.moveDown(0.3);
  }

  heading('3. Categorie di interessati');
  list(SUBJECTS);
  heading('4. Categorie di dati personali');
  list(dataCategories());
  heading('5. Destinatari');
  list(RECIPIENTS);

  heading('6. Conservazione');
  para(
    `I dati personali del candidato sono cancellati ${settings.retentionMonths} mesi dopo il consenso ` +
      '(anonimizzazione notturna: anagrafica, indirizzo, e-mail, risposte dei fornitori, IP e user agent del ' +
      "consenso, testi e documenti delle contestazioni); subito alla revoca del consenso o su richiesta dell'interessato " +
      '(art. 17). Una sospensione per motivi legali, motivata e registrata, rinvia la cancellazione fino alla sua rimozione. ' +
      `Finestra per contestare prima di un esito negativo dovuto al report: ${settings.contestWindowDays} giorni lavorativi.`,
  );

  heading('7. Diritti degli interessati');
  para(
    'Accesso e copia dei dati in PDF e JSON (artt. 15 e 20), contestazione con revisione umana (artt. 16 e 22), ' +
      'revoca del consenso (art. 7(3)) dal link del candidato; cancellazione (art. 17). Ogni richiesta è registrata ' +
      'con la scadenza di un mese (art. 12(3)), lo stato e chi la ha gestita.',
  );

  heading('8. Misure di sicurezza (art. 32)');
  list(SECURITY);

  doc.end();
  return done;
}
