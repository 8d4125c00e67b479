import type { LinkCompany } from '@hrwe/domain';
import { api } from '@/lib/api';
import { useResource } from '../app/resource';
import { linkKey } from './link-key';

/** POST /api/user/client/report/candidate/privacy: the data controller named by the link. */
export const getLinkCompany = (rn: string, uuid: string) =>
  api<LinkCompany>('/api/user/client/report/candidate/privacy', {
    method: 'POST',
    body: { requestNumber: rn, uuid },
  });

export const linkCompanyKey = (rn: string, uuid: string) => `${linkKey(rn, uuid)}:company`;

export const useLinkCompany = (rn: string, uuid: string, enabled: boolean) =>
  useResource(linkCompanyKey(rn, uuid), () => getLinkCompany(rn, uuid), enabled);
