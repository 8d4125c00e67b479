import {
  badRequest,
  nonPertinentSwitches,
  type PartialSwitches,
  resolveSwitches,
  SWITCHES,
  type Switches,
  selectedChecks,
} from '@hrwe/domain';
import type { Executor } from '../../db/executor';
import { activePurpose } from './purposes.repository';

/** What a request is ordered for, as stored on it (report_requests.role, purpose_*, pertinent_checks). */
export type Pertinence = {
  role: string;
  purposeCode: string;
  purposeLabelIt: string;
  purposeLabelEn: string;
  pertinentChecks: string[];
};

/**
 * The pertinence gate (Statuto dei Lavoratori art. 8, D.Lgs. 276/2003 art. 10): the purpose must be an active
 * category of the tenant, and every switch the caller turned on must be pertinent to it; otherwise a 400 naming
 * each refused switch (CHECK_NOT_PERTINENT), and nothing is written. Left-out switches take the pertinent default
 * (narrowed to the HR user's provider family for an invitation). Answers the switches to store.
 */
export async function gatePertinence(
  db: Executor,
  tenantId: number,
  input: { role: string; purpose: string } & PartialSwitches,
  family: 'cc' | 'ce' | null,
): Promise<{ providers: Switches; pertinence: Pertinence }> {
  const category = await activePurpose(db, tenantId, input.purpose);
  if (!category) throw badRequest('PURPOSE_NOT_VALID', { purpose: 'PURPOSE_NOT_VALID' });
  const given = Object.fromEntries(SWITCHES.map((s) => [s, input[s]])) as PartialSwitches;
  const refused = nonPertinentSwitches(given, category.checks);
  if (refused.length > 0) {
    throw badRequest(
      'CHECK_NOT_PERTINENT',
      Object.fromEntries(refused.map((s) => [s, 'CHECK_NOT_PERTINENT'])),
    );
  }
  const providers = resolveSwitches(given, category.checks, family);
  if (selectedChecks(providers).length === 0) throw badRequest('NO_PERTINENT_CHECK');
  return {
    providers,
    pertinence: {
      role: input.role,
      purposeCode: category.code,
      purposeLabelIt: category.labelIt,
      purposeLabelEn: category.labelEn,
      pertinentChecks: category.checks,
    },
  };
}
