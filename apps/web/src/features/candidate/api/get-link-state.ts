import type { LinkState } from '@hrwe/domain';
import { api } from '@/lib/api';
import { useResource } from '../app/resource';
import { linkKey, linkPath } from './link-key';

/** GET /api/report/valid/{requestNumber}/{uuid}. */
export const getLinkState = (rn: string, uuid: string) =>
  api<LinkState>(`/api/report/valid/${linkPath(rn, uuid)}`);

export const useLinkState = (rn: string, uuid: string) =>
  useResource(linkKey(rn, uuid), () => getLinkState(rn, uuid));
