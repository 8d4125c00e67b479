import type { CandidateRow as CandidateAnswer, CandidateListRow as CandidateListAnswer } from '@hrwe/domain';
import type { CandidateListRow, CandidateRow } from './reports.lists.repository';

/** An instant as the answers carry it (what JSON.stringify makes of a Date). */
const iso = (d: Date) => d.toISOString();
const isoOrNull = (d: Date | null) => (d === null ? null : d.toISOString());

/** A request row of the lists with its instants as ISO strings (the answer schemas of report-answers.schemas.ts). */
export const reportView = <T extends { dateCreated: Date; cancelledAt: Date | null }>(r: T) => ({
  ...r,
  dateCreated: iso(r.dateCreated),
  cancelledAt: isoOrNull(r.cancelledAt),
});

export const candidateView = (c: CandidateRow): CandidateAnswer => ({
  ...c,
  invitationSentAt: isoOrNull(c.invitationSentAt),
  insertedDate: iso(c.insertedDate),
  dataSubmittedAt: isoOrNull(c.dataSubmittedAt),
});

export const candidateListView = (c: CandidateListRow): CandidateListAnswer => ({
  ...candidateView(c),
  requestNumber: c.requestNumber,
  referencePerson: c.referencePerson,
  reportDate: iso(c.reportDate),
  fullName: c.fullName,
  fiscalCode: c.fiscalCode,
  client: c.client,
});
