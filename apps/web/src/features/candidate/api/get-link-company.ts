import { call } from '@/lib/call';
import { useResource } from '../app/resource';
import { LINK_COMPANY } from './link-addresses';
import { linkKey } from './link-key';

/** The data controller named by the link (by the operation's address, without its schemas: link-addresses.ts). */
export const getLinkCompany = (requestNumber: string, uuid: string) =>
  call(LINK_COMPANY, { body: { requestNumber, uuid } });

export const linkCompanyKey = (rn: string, uuid: string) => `${linkKey(rn, uuid)}:company`;

export const useLinkCompany = (rn: string, uuid: string, enabled: boolean) =>
  useResource(linkCompanyKey(rn, uuid), () => getLinkCompany(rn, uuid), enabled);
