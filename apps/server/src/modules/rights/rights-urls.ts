import type { Config } from '../../config';
import type { Executor } from '../../db/executor';
import { publicBaseUrl } from '../../platform/public-url';
import { candidateLink } from '../reports';
import type { RightsLink } from './rights-link';
import { tenantHostOf } from './rights-link.repository';

/** The addresses the rights e-mails point to: the HR user's report and request, and the candidate's own page. */
export async function rightsUrls(db: Executor, config: Pick<Config, 'publicUrl'>, l: RightsLink) {
  const tenant = await tenantHostOf(db, l.tenantId);
  const base = publicBaseUrl(config, tenant ?? { dns: 'localhost', isPlatform: true });
  const rn = encodeURIComponent(l.requestNumber);
  return {
    report: `${base}/report/${rn}/candidate/detail/${l.candidateId}`,
    request: `${base}/report/detail/view/${rn}`,
    candidatePage: `${candidateLink(base, l.requestNumber, l.candidateId)}/success`,
  };
}

/** How the HR user's e-mails name the candidate (before any erasure). */
export const candidateName = (l: Pick<RightsLink, 'firstName' | 'lastName' | 'email'>) => {
  const who = [l.firstName, l.lastName].filter(Boolean).join(' ');
  return who ? `${who} (${l.email})` : l.email;
};
