import type { candidateLinkOperations } from '@hrwe/domain';
import { addressOf } from '@/lib/call';

type Link = typeof candidateLinkOperations;

/**
 * The addresses of the two link calls asked before the candidate's first screen (its state, the data controller):
 * the operations' (`candidateLinkOperations.state`, `.company`), typed as them but written here because importing the
 * operations would bring their schemas, and zod (~45 KB), into the first screen of a phone (budget 120 KB,
 * bench/web-budgets.ts; docs/decisions/reports-operations.md). The compiler and link-addresses.test.ts hold them to
 * the operations.
 */
export const LINK_STATE = addressOf<Link['state']>({
  method: 'GET',
  path: '/api/report/valid/:requestNumber/:uuid',
});
export const LINK_COMPANY = addressOf<Link['company']>({
  method: 'POST',
  path: '/api/user/client/report/candidate/privacy',
});
