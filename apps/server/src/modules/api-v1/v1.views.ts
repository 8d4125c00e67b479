import type { V1Candidate as Candidate, V1Request as Request } from '@hrwe/domain';
import type { z } from 'zod';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A request as the public API shows it (never the client's e-mail: the caller knows who they are; never a name). */
export function requestView(r: {
  requestNumber: string;
  referencePerson: string;
  status: z.infer<typeof Request>['status'];
  kind: z.infer<typeof Request>['kind'];
  validEndDate: string;
  dateCreated: Date;
  noOfCandidates: number;
  completedCandidates: number;
  cancelledAt: Date | null;
}): z.infer<typeof Request> {
  return {
    requestNumber: r.requestNumber,
    // A single visura's reference is its subject's name: personal data the answers leave out.
    referencePerson: r.kind === 'VISURA' ? null : r.referencePerson,
    status: r.status,
    kind: r.kind,
    validEndDate: r.validEndDate,
    createdAt: r.dateCreated.toISOString(),
    noOfCandidates: r.noOfCandidates,
    completedCandidates: r.completedCandidates,
    cancelledAt: iso(r.cancelledAt),
  };
}

/** A candidate as the public API shows it: states and score, not the personal data entered. */
export function candidateView(c: {
  uuid: string;
  requestNumber: string;
  email: string;
  status: z.infer<typeof Candidate>['status'];
  invitationStatus: z.infer<typeof Candidate>['invitationStatus'];
  invitationCount: number;
  consentGiven: boolean | null;
  dataSubmittedAt: Date | null;
  insertedDate: Date;
  hrweScore: number | string | null;
  trafficLight: string | null;
}): z.infer<typeof Candidate> {
  return {
    uuid: c.uuid,
    requestNumber: c.requestNumber,
    email: c.email,
    status: c.status,
    invitationStatus: c.invitationStatus,
    invitationCount: c.invitationCount,
    consentGiven: c.consentGiven,
    dataSubmittedAt: iso(c.dataSubmittedAt),
    insertedAt: c.insertedDate.toISOString(),
    hrweScore: c.hrweScore === null ? null : Number(c.hrweScore),
    trafficLight: (c.trafficLight as z.infer<typeof Candidate>['trafficLight']) ?? null,
  };
}
