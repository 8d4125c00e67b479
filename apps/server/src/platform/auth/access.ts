import {
  ACCESS_LEVELS,
  type Access,
  decideAccess,
  type ErrorKeyOf,
  forbidden,
  unauthorized,
} from '@hrwe/domain';
import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import type { UploadRule } from '../files/upload';
import { logRefusal } from '../refusals';
import { loadApiKeySession, PUBLIC_API } from './api-key-auth';
import { type Caller, callerOfSession } from './caller';
import { createSessionCache, type SessionCache } from './session-cache';
import { loadSession } from './sessions';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sessions looked up in the last seconds (platform/auth/session-cache.ts). */
    sessionCache: SessionCache;
  }
  interface FastifyContextConfig {
    /** Who may call the route (packages/domain/src/auth/permissions.ts); every route must declare it. */
    access?: Access;
    /**
     * A POST that only reads (a query too large for a URL, e.g. the dashboard chart's range): it leaves the session
     * cache alone, as a GET does. Only for routes that change nothing at all.
     */
    readsOnly?: true;
    /** The key of the refusal of a caller of the wrong role (the operation's `forbiddenKey`; FORBIDDEN otherwise). */
    forbiddenKey?: ErrorKeyOf<403>;
    /** The name of the operation the route serves (platform/operations.ts). */
    operation?: string;
  }
  interface FastifyRequest {
    /** Who is calling, once the access check allowed it: null for public and candidate-link routes signed out. */
    caller: Caller | null;
  }
}

/** Our routes (the API and the development tools) must declare; the web app's static files are public. */
const MUST_DECLARE = /^\/(api|dev)(\/|$)/;
/** Our API: its routes also declare the schema of their answers. */
const API = /^\/api\//;
/** The API documentation's own routes (@fastify/swagger-ui, and Scalar's for the public API). */
const DOCS = /^\/api\/(v1\/)?docs(\/|$)/;

/**
 * A route as the tests walk it: who may call it, the rule of the file it reads, if any (`config.upload`), and its
 * body's schema.
 */
export type RouteAccess = {
  method: string;
  url: string;
  access: Access;
  upload: UploadRule | null;
  body?: unknown;
  /** The operation the route serves (platform/operations.ts). */
  operation?: string;
};

/**
 * Deny by default. Every route declares `config.access` (and an API route its `schema.response`); registering a
 * route without one (or with an unknown level) throws, so the server does not start. Before anything else of the request runs (body parsing and
 * validation included) one hook turns the declaration into the check: 401 signed out, 403 USER_NOT_ACTIVE for an
 * HR user not yet approved, 403 otherwise, each logged as a refusal; and sets `request.caller`, which the operation hands its handler typed by the level.
 * `registerAccessDeclarations` goes first (it sees every route registered after it) and returns the table of
 * routes (method, url, access), which the route-table test walks; `registerAccessCheck` after the tenancy hook.
 */
export function registerAccessDeclarations(app: FastifyInstance): RouteAccess[] {
  const table: RouteAccess[] = [];
  app.addHook('onRoute', (route: RouteOptions) => {
    let access = route.config?.access;
    if (!access && (DOCS.test(route.url) || !MUST_DECLARE.test(route.url))) access = 'public';
    if (!access || !ACCESS_LEVELS.includes(access)) {
      throw new Error(
        `Route ${route.method} ${route.url} declares no access (config.access): refusing to start`,
      );
    }
    // The API's answers are described as its inputs are (a file's by FileDownloadSchema): documented, and
    // serialized by their schema, so a field the schema does not name never leaves the server.
    if (API.test(route.url) && !DOCS.test(route.url) && !route.schema?.response) {
      throw new Error(`Route ${route.method} ${route.url} declares no response schema: refusing to start`);
    }
    route.config = { ...route.config, access };
    for (const method of [route.method].flat()) {
      if (method !== 'HEAD')
        table.push({
          method,
          url: route.url,
          access,
          upload: route.config?.upload ?? null,
          body: route.schema?.body,
          operation: route.config?.operation,
        });
    }
  });
  return table;
}

/**
 * Requests that change nothing: the session cache outlives them; any other clears it before its answer (a change
 * of this process is seen by its next request at once; other processes hear it by NOTIFY).
 */
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

export function registerAccessCheck(app: FastifyInstance) {
  app.decorateRequest('caller', null);
  app.decorateRequest('apiKey', null);
  const sessions = createSessionCache({ onTenantChange: () => app.deps.tenants.forget() });
  app.decorate('sessionCache', sessions);
  app.addHook('onReady', async () => {
    const url = app.deps.pool.options.connectionString;
    // Without a listener the cache stays empty (every call asks the database): never a stale session.
    if (url) await sessions.start(url).catch((e: Error) => app.log.warn(`session cache off: ${e.message}`));
  });
  app.addHook('onClose', () => sessions.stop());
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && !request.routeOptions.config?.readsOnly) sessions.clear();
  });
  app.addHook('onRequest', async (request, reply) => {
    // The public API is signed in by API keys only; everything else by the session cookie only.
    const byKey = PUBLIC_API.test(request.url) ? await loadApiKeySession(app.deps.db, request) : null;
    request.session = byKey
      ? byKey.kind === 'key'
        ? byKey.session
        : null
      : await loadSession(app.deps.db, request, sessions);
    const access = request.routeOptions.config?.access;
    if (!access) return; // no route matched: the not-found handler answers
    let decision = decideAccess(access, actorOf(request));
    // A key never reaches an administrator's call, whoever owns it.
    if (request.apiKey && (access === 'admin' || access === 'platformAdmin')) decision = 'forbidden';
    if (decision === 'allow') {
      request.caller = request.session ? callerOfSession(request.session, request.tenant.id) : null;
      return;
    }
    // A page (not the API) asked signed out goes to the sign-in page, as the web app would.
    if (decision === 'unauthenticated' && request.method === 'GET' && !request.url.startsWith('/api/'))
      return reply.redirect('/sso');
    const err =
      decision === 'unauthenticated'
        ? unauthorized(byKey?.kind === 'invalid' ? 'API_KEY_NOT_VALID' : 'AUTH_REQUIRED')
        : decision === 'inactive'
          ? forbidden('USER_NOT_ACTIVE')
          : forbidden(request.routeOptions.config?.forbiddenKey);
    logRefusal(request, err.statusCode, err.key);
    return reply.status(err.statusCode).send({ statusCode: err.statusCode, key: err.key });
  });
}

const actorOf = (request: FastifyRequest) => {
  const user = request.session?.user;
  return user ? { role: user.role, status: user.status, platform: request.tenant.isPlatform } : null;
};
