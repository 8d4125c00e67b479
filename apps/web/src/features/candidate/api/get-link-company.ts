import type { CandidateLink, LinkCompany } from '@hrwe/domain';
// biome-ignore lint/style/noRestrictedImports: the candidate's first screen loads before zod and the operations' schemas (120 KB budget, docs/decisions/reports-operations.md); link-addresses.test.ts holds the path and method to the operation
import { api } from '@/lib/api';
import { useResource } from '../app/resource';
import { LINK_COMPANY } from './link-addresses';
import { linkKey } from './link-key';

/** The data controller named by the link (by the operation's address, without its schemas: link-addresses.ts). */
export const getLinkCompany = (requestNumber: string, uuid: string) =>
  api<LinkCompany>(LINK_COMPANY.path, {
    method: LINK_COMPANY.method,
    body: { requestNumber, uuid } satisfies CandidateLink,
  });

export const linkCompanyKey = (rn: string, uuid: string) => `${linkKey(rn, uuid)}:company`;

export const useLinkCompany = (rn: string, uuid: string, enabled: boolean) =>
  useResource(linkCompanyKey(rn, uuid), () => getLinkCompany(rn, uuid), enabled);
