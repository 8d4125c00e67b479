import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client';
import { configPublicRoutes } from './config-public.routes';
import { brandOf, smtpSettingsOf } from './tenant-config';
import { tenantsRoutes } from './tenants.routes';

/**
 * Tenants: administration (platform administrators), the public configuration, and the configuration in use:
 * each tenant's mail goes through its own SMTP server when its e-mail configuration names one.
 */
export const tenantsModule: FastifyPluginAsync = async (app) => {
  app.deps.mailer.setSmtpResolver((tenantId) => smtpSettingsOf(app.deps, tenantId));
  // The configuration in use: the tenant's brand on its e-mails (the checks read their provider settings through
  // this module's entry, index.ts).
  app.deps.mailer.setBrandResolver((tenantId, db) => brandOf({ ...app.deps, db: db as Db }, tenantId));
  await app.register(tenantsRoutes);
  await app.register(configPublicRoutes);
};
