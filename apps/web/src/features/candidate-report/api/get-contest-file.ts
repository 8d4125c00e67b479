import { reportRightsOperations } from '@hrwe/domain';
import { hrefOf } from '@/lib/call';

/** The document attached to a contest (a download link). */
export const contestFileUrl = (uuid: string, contestId: number) =>
  hrefOf(reportRightsOperations.contestFile, { uuid, contestId });
