import fs from 'node:fs';
import path from 'node:path';
import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { V1_SECURITY_SCHEMES } from '@hrwe/domain';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import {
  jsonSchemaTransform,
  jsonSchemaTransformObject,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { AppDeps } from './deps';
import { apiModules } from './modules/index';
import { mailboxRoutes } from './modules/mailbox/mailbox.routes';
import { type RouteAccess, registerAccessCheck, registerAccessDeclarations } from './platform/auth/access';
import { frameworkErrorReply, registerErrorHandler } from './platform/errors';
import { registerHsts } from './platform/hsts';
import { registerInputHygiene } from './platform/input-hygiene';
import { loggerOptions } from './platform/logging';
import { registerRequestMetrics } from './platform/metrics/http';
import { registerOriginCheck } from './platform/origin';
import { defineRateLimitPurge } from './platform/rate-limit/limiters';
import { registerRequestIdHeader, requestIdGenerator } from './platform/request-id';
import { registerSecurityHeaders } from './platform/security-headers';
import { registerTenancy } from './platform/tenancy';
import { registerRequestTracing } from './platform/tracing';

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /** Every registered route with its declared access (platform/auth/access.ts). */
    routeTable: RouteAccess[];
  }
}

/** The whole application as one Fastify instance: used by main.ts and by the tests (app.inject). */
export async function buildApp(deps: AppDeps, logger?: FastifyBaseLogger) {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(deps.config.LOG_LEVEL) }),
    genReqId: requestIdGenerator(deps.config.TRUST_PROXY),
    trustProxy: deps.config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: frameworkErrorReply,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('deps', deps);
  registerRequestIdHeader(app as unknown as FastifyInstance);
  app.decorate('routeTable', registerAccessDeclarations(app as unknown as FastifyInstance));

  await app.register(cookie);
  registerSecurityHeaders(app as unknown as FastifyInstance);
  registerHsts(app as unknown as FastifyInstance);
  await registerRequestTracing(app as unknown as FastifyInstance);
  await app.register(multipart, { limits: { fileSize: 20 * 1024 * 1024, files: 1 } });
  await app.register(swagger, {
    // The public API's calls declare its key scheme (api-v1/v1.operations.ts).
    openapi: {
      info: { title: 'HR.We API', version: '1.0.0' },
      components: { securitySchemes: V1_SECURITY_SCHEMES },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject, // schemas with a zod `id` become components (public API v1)
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });

  registerErrorHandler(app);
  registerTenancy(app, deps.tenants);
  registerOriginCheck(app);
  registerInputHygiene(app as unknown as FastifyInstance);
  defineRateLimitPurge(deps.jobs, deps.db);
  app.decorateRequest('session', null);
  registerAccessCheck(app as unknown as FastifyInstance);
  registerRequestMetrics(app as unknown as FastifyInstance, deps.metrics);
  app.addHook('preHandler', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('Cache-Control', 'no-store');
  });

  await app.register(
    async (api) => {
      for (const mod of apiModules) await api.register(mod);
    },
    { prefix: '/api' },
  );
  await app.register(mailboxRoutes);
  await registerWebApp(app as unknown as FastifyInstance, deps.config.WEB_DIST);
  return app;
}

/** The built single-page app: its files, and index.html for every other non-API path. */
async function registerWebApp(app: FastifyInstance, dist: string) {
  const index = path.join(dist, 'index.html');
  const hasWeb = fs.existsSync(index);
  // The build writes .br and .gz beside each asset (apps/web/vite.config.ts): sent as the browser accepts them.
  // Asset names carry a content hash, so they never change and are cached for a year.
  if (hasWeb)
    await app.register(fastifyStatic, {
      root: dist,
      wildcard: false,
      index: false,
      preCompressed: true,
      setHeaders: (reply: FastifyReply, file: string) => {
        if (file.includes(`${path.sep}assets${path.sep}`))
          reply.header('Cache-Control', 'public, max-age=31536000, immutable');
      },
    });
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/') || request.method !== 'GET' || !hasWeb) {
      return reply.status(404).send({ statusCode: 404, key: 'NOT_FOUND' });
    }
    return reply
      .header('Cache-Control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(fs.createReadStream(index));
  });
}
