import type { FastifyPluginAsync } from 'fastify';
import { apiKeysRoutes } from './api-keys/api-keys.routes';
import { apiV1Module } from './api-v1/v1.module';
import { checksRoutes } from './checks/checks.routes';
import { dashboardModule } from './dashboard/dashboard.module';
import { documentRoutes } from './documents/documents.routes';
import { healthRoutes } from './health/health.routes';
import { mfaRoutes } from './mfa/mfa.routes';
import { passwordsRoutes } from './passwords/passwords.routes';
import { paymentsRoutes } from './payments/payments.routes';
import { profileRoutes } from './profile/profile.routes';
import { registrationRoutes } from './registration/registration.routes';
import { reportsModule } from './reports/reports.module';
import { rightsModule } from './rights/rights.module';
import { sessionRoutes } from './session/session.routes';
import { tenantsModule } from './tenants/tenants.module';
import { ticketRoutes } from './tickets/tickets.routes';
import { usersModule } from './users/users.module';
import { webhooksModule } from './webhooks/webhooks.module';

/** Every feature's API routes, mounted under /api. A feature adds one line. */
export const apiModules: FastifyPluginAsync[] = [
  healthRoutes,
  sessionRoutes as FastifyPluginAsync,
  mfaRoutes as FastifyPluginAsync,
  documentRoutes,
  ticketRoutes,
  registrationRoutes,
  paymentsRoutes as FastifyPluginAsync,
  reportsModule,
  usersModule,
  profileRoutes,
  passwordsRoutes,
  checksRoutes,
  tenantsModule,
  dashboardModule,
  rightsModule,
  webhooksModule,
  apiKeysRoutes,
  apiV1Module,
];
