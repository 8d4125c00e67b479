import type {
  CensusCell,
  CheckErrorKey,
  CheckName,
  CheckStatus,
  CribisResult,
  CrifResult,
  Estimation,
  NegativeDetails,
  PersonScore,
  ScoreBand,
  Traversal,
} from '@hrwe/domain';

export type NegativeFlagsView = {
  protests?: boolean | null;
  prejudicialEvents?: boolean | null;
  crisisEvents?: boolean | null;
  cigs?: boolean | null;
  personalBankruptcies?: boolean | null;
};

/** GET /api/report/candidate/get/{requestNumber}/{uuid}. */
/** One consent evidence row: when, which choice, the notice's version and what it stated. */
export type ConsentEvidence = {
  at: string;
  choice: 'given' | 'refused' | 'withdrawn';
  noticeVersion: string;
  role: string | null;
  purpose: string | null;
  checks: string[];
};

export type CandidateReport = {
  consents: ConsentEvidence[];
  candidate: {
    uuid: string;
    email: string;
    status: 'NOT_COMPLETE' | 'COMPLETE';
    /** REFUSED when the candidate refused consent: no report, no PDF. */
    shownStatus: 'NOT_COMPLETE' | 'COMPLETE' | 'REFUSED' | 'WITHDRAWN';
    statusLabel: string;
    firstName: string | null;
    lastName: string | null;
    codiceFiscale: string | null;
    dateOfBirth: string | null;
    via: string | null;
    indirizzo: string | null;
    civico: string | null;
    cap: string | null;
    citta: string | null;
    provincia: string | null;
    insertedDate: string;
    sendDate: string;
    completedAt: string | null;
  };
  request: {
    requestNumber: string;
    referencePerson: string;
    status: string;
    statusLabel: string;
    kind: string;
  };
  score: { value: number; band: ScoreBand; bandLabel: string; needle: number } | null;
  summary: {
    degradationScore: number | null;
    worstFlag: string | null;
    worstDisplay: 'SI' | 'NO' | null;
    incomeEstimate: number | null;
    negativeEvents: boolean | null;
    hrweScore: number | null;
    trafficLight: 'red' | 'yellow' | 'green' | null;
  };
  hrweResult: Record<string, unknown> | null;
  crifResult: CrifResult | null;
  cribisResult: CribisResult | null;
  cervedResult: {
    personScore: PersonScore | null;
    censusCell: CensusCell | null;
    estimation: Estimation | null;
    negativeFlags: NegativeFlagsView | null;
    negativeDetails: NegativeDetails | null;
    traversal: Traversal | null;
  } | null;
  checks: {
    check: CheckName;
    provider: 'cc' | 'ce';
    status: CheckStatus;
    attempts: number;
    /** Why the check failed, translated under checkErrors; the provider's own message stays in the logs. */
    errorKey: CheckErrorKey | null;
    updatedAt: string | null;
  }[];
  /** The job still has automatic attempts queued: a failure is temporary. */
  retryPending: boolean;
  canRetry: boolean;
};
