import { COMPANY_TYPE_LABELS, type CompanyType, formatDate } from '@hrwe/domain';
import PDFDocument from 'pdfkit';
import { pdfBytes } from '../../platform/files/pdf-bytes';

export type ContractParties = {
  /** The tenant's brand (its product name) and the company behind it (its legal name). */
  productName: string;
  legalName: string;
  email: string;
  personal: Record<string, string>;
  company: Record<string, string>;
  now: Date;
};

export const CONTRACT_FILE_NAME = 'Contratto HR.We.pdf';

/** The standard service contract (Italian), with the company's and the representative's data filled in. */
export function contractPdf(p: ContractParties): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 56,
    info: { Title: `Contratto di servizio ${p.productName}` },
  });
  const done = pdfBytes(doc);

  const pd = p.personal;
  const cd = p.company;
  const typeLabel = COMPANY_TYPE_LABELS[cd.typeOfCompany as CompanyType] ?? cd.typeOfCompany ?? '';
  const companyAddress = `${cd.companyResidenceVia ?? ''} ${cd.companyResidenceNCivic ?? ''}, ${cd.companyResidenceCity ?? ''} (${cd.companyResidenceProvince ?? ''}), ${cd.companyResidenceCountry ?? ''}`;
  const personAddress = `${pd.personalResidenceVia ?? ''} ${pd.personalResidenceNCivic ?? ''}, ${pd.personalResidenceCity ?? ''} (${pd.personalResidenceProvince ?? ''}), ${pd.personalResidenceCountry ?? ''}`;
  const birth = pd.dateOfBirth ? formatDate(pd.dateOfBirth) : '';

  const heading = (text: string) => {
    doc.moveDown(0.8).font('Helvetica-Bold').fontSize(11).text(text);
    doc.moveDown(0.3).font('Helvetica').fontSize(10);
  };
  const para = (text: string) =>
    doc.font('Helvetica').fontSize(10).text(text, { align: 'justify' }).moveDown(0.4);

  doc.font('Helvetica-Bold').fontSize(16).text(`Contratto di servizio ${p.productName}`, { align: 'center' });
  doc
    .moveDown(0.3)
    .font('Helvetica')
    .fontSize(10)
    .text(`Redatto il ${formatDate(p.now)}`, { align: 'center' });

  heading('Tra le parti');
  para(`${p.legalName}, fornitore della piattaforma di verifiche pre-assuntive (di seguito "il Fornitore"),`);
  para(
    `e ${cd.businessName ?? ''}, ${typeLabel}, partita IVA ${cd.vatNumber ?? ''}, con sede in ${companyAddress}, ` +
      `e-mail ${cd.businessEmail ?? ''}, PEC ${cd.companyPec ?? ''} (di seguito "il Cliente"),`,
  );
  para(
    `rappresentata da ${pd.firstName ?? ''} ${pd.lastName ?? ''}, codice fiscale ${pd.fiscalCode ?? ''}, ` +
      `nato/a a ${pd.cityOfBirth ?? ''} (${pd.countryOfBirth ?? ''}) il ${birth}, residente in ${personAddress}, ` +
      `telefono ${[pd.telephoneNumberPrefix, pd.telephoneNumber].filter(Boolean).join(' ')}, e-mail ${p.email}.`,
  );

  heading('1. Oggetto');
  para(
    'Il Fornitore mette a disposizione del Cliente la piattaforma web per richiedere verifiche (visure) ' +
      'anagrafiche, reputazionali e creditizie sui candidati a una posizione lavorativa, raggruppate in report, ' +
      'previo consenso informato del candidato.',
  );
  heading('2. Attivazione');
  para(
    "L'account del Cliente è attivato dopo la verifica dei dati forniti e del presente contratto firmato " +
      'digitalmente da parte di un amministratore del Fornitore, che può rifiutare la richiesta.',
  );
  heading('3. Corrispettivi e fatturazione');
  para(
    'Ogni verifica completata è addebitata al prezzo unitario concordato con il Fornitore e in vigore al ' +
      "momento dell'esecuzione. Il primo giorno di ogni mese è emessa una fattura per le verifiche del mese " +
      'precedente, IVA al 22% inclusa nel totale dovuto, con scadenza a 30 giorni.',
  );
  heading('4. Obblighi del Cliente');
  para(
    'Il Cliente richiede verifiche solo su candidati che abbiano prestato il consenso, per finalità di selezione ' +
      'del personale, nel rispetto del Regolamento (UE) 2016/679 (GDPR) e della normativa italiana in materia di ' +
      'protezione dei dati personali, e custodisce con diligenza le proprie credenziali di accesso.',
  );
  heading('5. Protezione dei dati');
  para(
    'Le parti agiscono ciascuna per quanto di competenza ai sensi del GDPR. I dati dei candidati sono conservati ' +
      'per 12 mesi dal consenso e poi cancellati o resi anonimi in modo irreversibile.',
  );
  heading('6. Durata e recesso');
  para(
    'Il contratto ha durata indeterminata; ciascuna parte può recedere con comunicazione scritta via PEC. ' +
      'Le verifiche già eseguite restano dovute.',
  );
  heading('7. Legge applicabile');
  para('Il contratto è regolato dalla legge italiana.');

  heading('Firma');
  para(
    'Il presente contratto è sottoscritto dal rappresentante del Cliente con firma elettronica qualificata o ' +
      "digitale (formato CAdES, file .p7m), ai sensi del Codice dell'Amministrazione Digitale.",
  );
  doc.moveDown(1).text(`Per il Cliente: ${pd.firstName ?? ''} ${pd.lastName ?? ''}`);
  doc.end();
  return done;
}
