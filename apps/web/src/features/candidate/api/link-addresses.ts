/**
 * The addresses of the two link calls asked before the candidate's first screen (its state, the data controller):
 * the operations' (`candidateLinkOperations.state`, `.company`), written here because importing the operations
 * would bring their schemas, and zod (~45 KB), into the first screen of a phone (budget 120 KB, bench/web-budgets.ts;
 * docs/decisions/reports-operations.md). link-addresses.test.ts holds them to the operations.
 */
export const LINK_STATE = { method: 'GET', path: '/api/report/valid/:requestNumber/:uuid' } as const;
export const LINK_COMPANY = { method: 'POST', path: '/api/user/client/report/candidate/privacy' } as const;
