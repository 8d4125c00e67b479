import { v1Operations } from '../api-v1/v1.operations';
import { candidateLinkOperations } from '../candidate/candidate-link.operations';
import { checkOperations } from '../checks/checks.operations';
import { dashboardOperations } from '../dashboard/dashboard.operations';
import { documentOperations } from '../documents/document.operations';
import { mfaOperations } from '../mfa/mfa.operations';
import { passwordOperations } from '../passwords/password.operations';
import { paymentOperations } from '../payments/payment.operations';
import { registrationOperations } from '../registration/registration.operations';
import { reportOperations } from '../reports/report.operations';
import {
  candidateRightsOperations,
  purposeOperations,
  reportRightsOperations,
  subjectRequestOperations,
} from '../rights/rights.operations';
import { sessionOperations } from '../session/session.operations';
import { publicConfigOperations, tenantOperations } from '../tenants/tenant.operations';
import { ticketOperations } from '../tickets/ticket.operations';
import { profileOperations } from '../users/profile.operations';
import { userLookupOperations, userOperations } from '../users/user.operations';
import { webhookOperations } from '../webhooks/webhook.operations';
import { apiKeyOperations } from './api-key.operations';
import { healthOperations } from './health.operations';
import type { Operation } from './operation';

/**
 * Every operation of the API, by feature: the server registers each (a test holds the registered routes to this
 * list), the web app calls them. A feature adds one line.
 */
export const operationsByFeature = {
  session: sessionOperations,
  mfa: mfaOperations,
  tickets: ticketOperations,
  checks: checkOperations,
  dashboard: dashboardOperations,
  webhooks: webhookOperations,
  documents: documentOperations,
  users: userOperations,
  userLookups: userLookupOperations,
  payments: paymentOperations,
  health: healthOperations,
  passwords: passwordOperations,
  apiKeys: apiKeyOperations,
  profile: profileOperations,
  registration: registrationOperations,
  purposes: purposeOperations,
  candidateRights: candidateRightsOperations,
  reportRights: reportRightsOperations,
  subjectRequests: subjectRequestOperations,
  tenants: tenantOperations,
  publicConfig: publicConfigOperations,
  reports: reportOperations,
  candidateLink: candidateLinkOperations,
  apiV1: v1Operations,
} satisfies Record<string, Record<string, Operation>>;

/** Every operation, as `feature.name` and its declaration. */
export const allOperations = (): [string, Operation][] =>
  Object.entries(operationsByFeature).flatMap(([feature, ops]) =>
    Object.entries(ops as Record<string, Operation>).map(
      ([name, op]) => [`${feature}.${name}`, op] as [string, Operation],
    ),
  );
