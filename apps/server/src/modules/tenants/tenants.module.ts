import type { FastifyPluginAsync } from 'fastify';
import { configPublicRoutes } from './config-public.routes';
import { smtpSettingsOf } from './tenant-config';
import { tenantsRoutes } from './tenants.routes';

/**
 * Tenants: administration (platform administrators), the public configuration, and the configuration in use:
 * each tenant's mail goes through its own SMTP server when its e-mail configuration names one.
 */
export const tenantsModule: FastifyPluginAsync = async (app) => {
  app.deps.mailer.setSmtpResolver((tenantId) => smtpSettingsOf(app.deps, tenantId));
  await app.register(tenantsRoutes as FastifyPluginAsync);
  await app.register(configPublicRoutes as FastifyPluginAsync);
};
