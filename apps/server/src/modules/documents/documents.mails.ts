import type { DocumentType } from '@hrwe/domain';
import { type Locale, renderMail } from '../../platform/mail/layout';

const WORDS = {
  it: {
    subject: (name: string) => `Richiesta documento: ${name}`,
    title: 'Ti è stato richiesto un documento',
    body: (type: string, name: string) =>
      `L'amministratore ti chiede di caricare il documento "${name}" (${type}).`,
    action: 'Carica documento',
    uploadedSubject: (name: string) => `Documento caricato: ${name}`,
    uploadedTitle: 'Un cliente ha caricato un documento richiesto',
    uploadedBody: (who: string, name: string, file: string) =>
      `${who} ha caricato il file "${file}" per la richiesta "${name}".`,
    uploadedAction: 'Apri la richiesta',
  },
  en: {
    subject: (name: string) => `Document request: ${name}`,
    title: 'A document has been requested',
    body: (type: string, name: string) =>
      `The administrator asks you to upload the document "${name}" (${type}).`,
    action: 'Upload document',
    uploadedSubject: (name: string) => `Document uploaded: ${name}`,
    uploadedTitle: 'A client uploaded a requested document',
    uploadedBody: (who: string, name: string, file: string) =>
      `${who} uploaded the file "${file}" for the request "${name}".`,
    uploadedAction: 'Open the request',
  },
} as const;

/** To the HR user a document is requested from. */
export function documentRequestedMail(
  locale: Locale,
  r: { type: DocumentType; name: string; description: string; url: string },
) {
  const w = WORDS[locale];
  return renderMail(locale, {
    subject: w.subject(r.name),
    title: w.title,
    paragraphs: [w.body(r.type, r.name), r.description],
    action: { label: w.action, url: r.url },
  });
}

/** To the administrator who asked for a document (or the tenant's administrators) when the HR user uploads it. */
export function documentUploadedMail(
  locale: Locale,
  r: { name: string; who: string; fileName: string; url: string },
) {
  const w = WORDS[locale];
  return renderMail(locale, {
    subject: w.uploadedSubject(r.name),
    title: w.uploadedTitle,
    paragraphs: [w.uploadedBody(r.who, r.name, r.fileName)],
    action: { label: w.uploadedAction, url: r.url },
  });
}
