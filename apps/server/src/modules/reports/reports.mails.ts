import { formatDate } from '@hrwe/domain';
import { renderMail } from '../../platform/mail/layout';

export type InvitationContent = { company: string; link: string; validEndDate: string };

/** The candidate's invitation (Italian, the candidates' language by default). */
export function invitationMail(c: InvitationContent) {
  return renderMail('it', {
    subject: `${c.company}: richiesta di consenso e dati per la selezione`,
    title: 'Richiesta di verifica pre-assuntiva',
    paragraphs: [
      'Gentile candidata, gentile candidato,',
      `${c.company} ti chiede, tramite la piattaforma {product}, di leggere l'informativa privacy, esprimere il tuo consenso e inserire i tuoi dati per una verifica pre-assuntiva.`,
      `Il link è personale: non inoltrarlo. È valido fino al ${formatDate(c.validEndDate)} compreso.`,
    ],
    action: { label: 'Apri la richiesta', url: c.link },
  });
}

/** The one reminder, three days before the link expires. */
export function reminderMail(c: InvitationContent) {
  return renderMail('it', {
    subject: `Promemoria: la richiesta di ${c.company} scade il ${formatDate(c.validEndDate)}`,
    title: 'Promemoria',
    paragraphs: [
      'Gentile candidata, gentile candidato,',
      `non hai ancora completato la richiesta di ${c.company} su {product}. Il link resta valido fino al ${formatDate(c.validEndDate)} compreso.`,
    ],
    action: { label: 'Completa la richiesta', url: c.link },
  });
}

/** How an HR user's company is named in e-mails and on the candidate's pages. */
export function companyLabel(u: {
  companyName: string | null;
  firstName: string | null;
  lastName: string | null;
  email: string;
}) {
  const name = u.companyName?.trim();
  if (name) return name;
  const person = [u.firstName, u.lastName].filter(Boolean).join(' ').trim();
  return person || u.email;
}

/** The registered address of the HR user's company, from the onboarding company form. */
export function companyAddress(detail: Record<string, string> | null): string {
  if (!detail) return '';
  const street = [detail.companyResidenceVia, detail.companyResidenceNCivic].filter(Boolean).join(' ');
  const city = detail.companyResidenceCity ?? '';
  const prov = detail.companyResidenceProvince ? ` (${detail.companyResidenceProvince})` : '';
  return [street, `${city}${prov}`.trim(), detail.companyResidenceCountry].filter(Boolean).join(', ');
}
