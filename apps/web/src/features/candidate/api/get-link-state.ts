import { call } from '@/lib/call';
import { useResource } from '../app/resource';
import { LINK_STATE } from './link-addresses';
import { linkKey } from './link-key';

/** The link's state (by the operation's address, without its schemas: link-addresses.ts). */
export const getLinkState = (requestNumber: string, uuid: string) =>
  call(LINK_STATE, { params: { requestNumber, uuid } });

export const useLinkState = (rn: string, uuid: string) =>
  useResource(linkKey(rn, uuid), () => getLinkState(rn, uuid));
