import { isoDate } from '../common/dates';

export const REPORT_STATUSES = ['OPEN', 'CLOSE', 'EXPIRE'] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

export const CANDIDATE_STATUSES = ['NOT_COMPLETE', 'COMPLETE'] as const;
export type CandidateStatus = (typeof CANDIDATE_STATUSES)[number];

export const REPORT_STATUS_LABELS: Record<ReportStatus, string> = {
  OPEN: 'Richiesta aperta',
  EXPIRE: 'Richiesta scaduta',
  CLOSE: 'Richiesta completata',
};

/** Labels of the dashboard's status filter. */
export const REPORT_FILTER_LABELS: Record<ReportStatus | 'ALL', string> = {
  OPEN: 'Aperta',
  EXPIRE: 'Scaduta',
  CLOSE: 'Concluso',
  ALL: 'All',
};

export const CANDIDATE_STATUS_LABELS: Record<CandidateStatus, string> = {
  NOT_COMPLETE: 'Non completato',
  COMPLETE: 'Completato',
};

/**
 * What a person reads for a candidate: a refusal of consent shows as such, never as "not complete"; a consent
 * withdrawn after the data entry (GDPR art. 7(3)) shows as withdrawn, whatever the checks had reached; a candidate
 * whose data was erased (on request or by the retention) shows as erased, never with a result.
 */
export type CandidateShownStatus = CandidateStatus | 'REFUSED' | 'WITHDRAWN' | 'ERASED';
export const CANDIDATE_SHOWN_LABELS: Record<CandidateShownStatus, string> = {
  ...CANDIDATE_STATUS_LABELS,
  REFUSED: 'Consenso negato',
  WITHDRAWN: 'Consenso revocato',
  ERASED: 'Dati cancellati',
};
export function candidateShownStatus(c: {
  status: CandidateStatus;
  consentGiven: boolean | null;
  consentWithdrawn?: boolean | null;
  erased?: boolean | null;
}): CandidateShownStatus {
  if (c.consentWithdrawn) return 'WITHDRAWN';
  if (c.erased) return 'ERASED';
  return c.status !== 'COMPLETE' && c.consentGiven === false ? 'REFUSED' : c.status;
}

export type ReportSnapshot = {
  status: ReportStatus;
  /** yyyy-MM-dd, the last day on which candidates may answer. */
  validEndDate: string;
  candidateStatuses: readonly CandidateStatus[];
};

/** True once the Rome day of `now` is after validEndDate. */
export function isPastValidEnd(validEndDate: string, now: Date): boolean {
  return isoDate(now) > validEndDate;
}

/**
 * The status a report should have on `now`: CLOSE when every candidate is COMPLETE,
 * EXPIRE when validEndDate has passed with some still NOT_COMPLETE, else OPEN.
 * CLOSE and EXPIRE are final.
 */
export function reportStatusAt(report: ReportSnapshot, now: Date): ReportStatus {
  if (report.status !== 'OPEN') return report.status;
  const all = report.candidateStatuses;
  if (all.length > 0 && all.every((s) => s === 'COMPLETE')) return 'CLOSE';
  if (isPastValidEnd(report.validEndDate, now) && all.some((s) => s !== 'COMPLETE')) return 'EXPIRE';
  return 'OPEN';
}

/** A candidate link is usable while its report is OPEN and validEndDate has not passed. */
export function isCandidateLinkValid(
  report: { status: ReportStatus; validEndDate: string },
  now: Date,
): boolean {
  return report.status === 'OPEN' && !isPastValidEnd(report.validEndDate, now);
}

/** NOT_COMPLETE becomes COMPLETE once the data is saved and the checks ran; null when already COMPLETE. */
export function completeCandidate(from: CandidateStatus): CandidateStatus | null {
  return from === 'NOT_COMPLETE' ? 'COMPLETE' : null;
}

/** Completed candidates over all candidates, as a rounded percentage (0 when there are none). */
export function adhesionPercentage(completed: number, all: number): number {
  return all > 0 ? Math.round((completed / all) * 100) : 0;
}
