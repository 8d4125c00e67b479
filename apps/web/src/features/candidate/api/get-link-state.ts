import { type LinkState, pathOf } from '@hrwe/domain';
import { api } from '@/lib/api';
import { useResource } from '../app/resource';
import { LINK_STATE } from './link-addresses';
import { linkKey } from './link-key';

/** The link's state (by the operation's address, without its schemas: link-addresses.ts). */
export const getLinkState = (requestNumber: string, uuid: string) =>
  api<LinkState>(pathOf(LINK_STATE, { requestNumber, uuid }), { method: LINK_STATE.method });

export const useLinkState = (rn: string, uuid: string) =>
  useResource(linkKey(rn, uuid), () => getLinkState(rn, uuid));
