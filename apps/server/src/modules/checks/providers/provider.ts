import type { CheckName, ProviderId } from '@hrwe/domain';

/** The candidate data a provider is asked about. */
export type Subject = {
  fiscalCode: string;
  firstName: string | null;
  lastName: string | null;
  dateOfBirth: string | null;
  via: string | null;
  indirizzo: string | null;
  civico: string | null;
  cap: string | null;
  citta: string | null;
  provincia: string | null;
};

export type CheckContext = {
  /** 1 for the first run of this check for this candidate, counting every retry and re-run. */
  attempt: number;
};

/** A provider family: 'cc' (CRIF with CRIBIS) or 'ce' (Cerved). Answers are validated by the caller's schema. */
export interface Provider {
  readonly id: ProviderId;
  readonly mode: 'sandbox' | 'http';
  run(check: CheckName, subject: Subject, ctx: CheckContext): Promise<unknown>;
}

/** A clear failure of a provider call: the check is marked failed with this message and nothing else is stored. */
export class ProviderError extends Error {
  constructor(
    message: string,
    /** Worth retrying within the same attempt (network, timeout, 5xx); a malformed answer or a 4xx is not. */
    readonly transient = false,
  ) {
    super(message);
    this.name = 'ProviderError';
  }
}
