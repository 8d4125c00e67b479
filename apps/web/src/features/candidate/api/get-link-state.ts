import { type LinkState, pathOf } from '@hrwe/domain';
// biome-ignore lint/style/noRestrictedImports: the candidate's first screen loads before zod and the operations' schemas (120 KB budget, docs/decisions/reports-operations.md); link-addresses.test.ts holds the path and method to the operation
import { api } from '@/lib/api';
import { useResource } from '../app/resource';
import { LINK_STATE } from './link-addresses';
import { linkKey } from './link-key';

/** The link's state (by the operation's address, without its schemas: link-addresses.ts). */
export const getLinkState = (requestNumber: string, uuid: string) =>
  api<LinkState>(pathOf(LINK_STATE, { requestNumber, uuid }), { method: LINK_STATE.method });

export const useLinkState = (rn: string, uuid: string) =>
  useResource(linkKey(rn, uuid), () => getLinkState(rn, uuid));
