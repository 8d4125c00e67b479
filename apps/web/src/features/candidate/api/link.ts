import { prefetch } from '../app/resource';
import { getLinkCompany, linkCompanyKey } from './get-link-company';
import { getLinkState } from './get-link-state';
import { linkKey } from './link-key';

/** Starts the link's calls (its state; the company for the notice and success pages) before the page renders. */
export function prefetchLink(rn: string, uuid: string, company: boolean) {
  prefetch(linkKey(rn, uuid), () => getLinkState(rn, uuid));
  if (company) prefetch(linkCompanyKey(rn, uuid), () => getLinkCompany(rn, uuid));
}
