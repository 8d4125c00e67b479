import {
  type Access,
  type BodyOf,
  type HeadersOf,
  type Operation,
  type ParamsOf,
  type QueryOf,
  type ResponseOf,
  successStatus,
} from '@hrwe/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppDeps } from '../deps';
import type { CallerFor } from './auth/caller';
import type { Session } from './auth/sessions';
import type { UploadRule } from './files/upload';
import type { Tenant } from './tenancy';

/** What a handler receives: its caller already checked and typed by the operation's access level, and its input parsed. */
export type OperationContext<A extends Access, P, Q, B, H = undefined> = {
  caller: CallerFor<A>;
  /** The signed-in session (null only for public and candidate-link operations). */
  session: CallerFor<A> extends null ? Session | null : Session;
  tenant: Tenant;
  params: P;
  query: Q;
  body: B;
  /** The request headers the operation declares (an Idempotency-Key), parsed. */
  headers: H;
  deps: AppDeps;
  request: FastifyRequest;
  reply: FastifyReply;
};

type HandlerOf<A extends Access, P, Q, B, R, H = undefined> = (
  ctx: OperationContext<A, P, Q, B, H>,
) => Promise<R | FastifyReply> | R | FastifyReply;

/**
 * A handler answers the success body (sent with the operation's success status, serialized by its schema), or the
 * reply itself when it sent something else (a file, an export, a redirect). Typed by what the operation declares
 * (not its path), so two addresses of one list share a handler.
 */
export type Handler<O extends Operation> = HandlerOf<
  O['access'],
  ParamsOf<O>,
  QueryOf<O>,
  BodyOf<O>,
  ResponseOf<O>,
  HeadersOf<O>
>;

/** A handler, with the server-only rule of the file a multipart operation reads. */
export type Implementation<O extends Operation> = ImplementationOf<
  O['access'],
  ParamsOf<O>,
  QueryOf<O>,
  BodyOf<O>,
  ResponseOf<O>,
  HeadersOf<O>
>;
type ImplementationOf<A extends Access, P, Q, B, R, H> =
  | HandlerOf<A, P, Q, B, R, H>
  | { upload: UploadRule; handler: HandlerOf<A, P, Q, B, R, H> }
  /**
   * `body`: the operation's body schema with a server-only rule added (the common-password list, too heavy for the
   * web's bundle: `withPasswordList(op.body)`); the handler's input type stays the operation's.
   */
  | { body: z.ZodType; handler: HandlerOf<A, P, Q, B, R, H> };

export type Implementations<Ops extends Record<string, Operation>> = {
  [K in keyof Ops]: Implementation<Ops[K]>;
};

/**
 * Registers one route per operation of a feature, each from its declaration (method, path, access, schemas) and its
 * handler. The object of handlers must name every operation, so an operation cannot be declared and left unserved.
 * Mounted under the /api prefix (modules/index.ts), as every operation's path begins.
 */
export function operationRoutes<Ops extends Record<string, Operation>>(
  operations: Ops,
  implementations: Implementations<Ops>,
) {
  return async (app: FastifyInstance) => {
    for (const [name, op] of Object.entries(operations)) {
      const impl = implementations[name] as unknown;
      const { handler, upload, body } = (typeof impl === 'function' ? { handler: impl } : impl) as {
        handler: HandlerOf<Access, unknown, unknown, unknown, unknown, unknown>;
        upload?: UploadRule;
        body?: z.ZodType;
      };
      if (body && !op.body)
        throw new Error(`${op.method} ${op.path}: a server body refines the operation's body`);
      if (op.multipart && !upload)
        throw new Error(`${op.method} ${op.path}: a multipart operation names its upload rule`);
      if (!op.path.startsWith(`${app.prefix}/`)) throw new Error(`${op.path}: mounted under ${app.prefix}`);
      const status = successStatus(op);
      app.route({
        method: op.method,
        url: op.path.slice(app.prefix.length),
        config: {
          access: op.access,
          forbiddenKey: op.forbiddenKey,
          operation: name,
          ...(upload ? { upload } : {}),
          ...(op.readsOnly ? { readsOnly: true as const } : {}),
        },
        schema: {
          ...(op.operationId ? { operationId: op.operationId } : {}),
          tags: [...op.tags],
          summary: op.summary,
          ...(op.description ? { description: op.description } : {}),
          ...(op.hide ? { hide: true } : {}),
          ...(op.params ? { params: op.params } : {}),
          ...(op.query ? { querystring: op.query } : {}),
          ...(op.headers ? { headers: op.headers } : {}),
          ...(op.body ? { body: body ?? op.body } : {}),
          ...(op.produces ? { produces: [...op.produces] } : {}),
          ...(op.security ? { security: op.security } : {}),
          response: { ...op.responses, ...op.errorAnswers },
        },
        handler: async (request, reply) => {
          reply.status(status);
          const answer = await handler({
            caller: request.caller as never,
            session: request.session as never,
            tenant: request.tenant,
            params: request.params as never,
            query: request.query as never,
            body: request.body as never,
            headers: (op.headers ? request.headers : undefined) as never,
            deps: app.deps,
            request,
            reply,
          });
          if (answer === reply) return reply;
          return status === 204 ? reply.send() : answer;
        },
      });
    }
  };
}
