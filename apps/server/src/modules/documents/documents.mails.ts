import type { DocumentType } from '@hrwe/domain';
import { type Locale, renderMail } from '../../platform/mail/layout';

const WORDS = {
  it: {
    subject: (name: string) => `Richiesta documento: ${name}`,
    title: 'Ti è stato richiesto un documento',
    body: (type: string, name: string) =>
      `L'amministratore ti chiede di caricare il documento "${name}" (${type}).`,
    action: 'Carica documento',
  },
  en: {
    subject: (name: string) => `Document request: ${name}`,
    title: 'A document has been requested',
    body: (type: string, name: string) =>
      `The administrator asks you to upload the document "${name}" (${type}).`,
    action: 'Upload document',
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
