import type { z } from 'zod';
import type { Access } from '../auth/permissions';
import type { ErrorKey, ErrorKeyOf } from '../common/error-keys';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** An answer documented with its own description and content (the public API's error answers). */
export type DocumentedAnswer = {
  description: string;
  content: Readonly<Record<string, { schema: z.ZodType }>>;
};

/**
 * One endpoint, declared once: the server registers its route from it (access check, validation, OpenAPI) and the
 * web app calls it by it (typed input and answer). `path` is the whole URL path, Fastify style (`/api/x/:id`).
 */
export type Operation = {
  method: HttpMethod;
  path: `/api/${string}`;
  access: Access;
  summary: string;
  tags: readonly string[];
  params?: z.ZodType;
  query?: z.ZodType;
  /** A JSON body; a multipart form is `multipart: true` (its fields and file are read by the server's upload rule). */
  body?: z.ZodType;
  multipart?: true;
  /** The answer's schema per status: the success status first (200, 201 or 204). */
  responses: Readonly<Record<number, z.ZodType>>;
  /** The message keys the call may answer with, beyond the access refusals (documentation and the web's messages). */
  errors?: readonly ErrorKey[];
  /** The key of a refusal for a caller of the wrong role (403 FORBIDDEN unless named). */
  forbiddenKey?: ErrorKeyOf<403>;
  /** A POST that only reads (a query too large for a URL): treated as a GET by the session cache. */
  readsOnly?: true;
  /** Not in the OpenAPI document. */
  hide?: true;
  // What a published contract adds (the public API v1, api-v1/v1.operations.ts):
  /** The document's stable name of the call (the SDK's and clients' name for it). */
  operationId?: string;
  /** What the summary leaves out, for the document. */
  description?: string;
  /** The request headers the call reads (an Idempotency-Key): documented, and validated by the server. */
  headers?: z.ZodType;
  /** The content types of a success answer that is not JSON (a PDF). */
  produces?: readonly string[];
  /** Each error status documented with its keys and the error body; the server serializes error answers by them. */
  errorAnswers?: Readonly<Record<number, DocumentedAnswer>>;
  /** The security schemes that admit the call, named as the document's `securitySchemes` (an API key). */
  security?: readonly Readonly<Record<string, readonly string[]>>[];
};

/** Declares an operation, keeping its literal types (the web's call and the server's handler are typed from them). */
export const operation = <const O extends Operation>(o: O): O => o;

type Infer<S> = S extends z.ZodType ? z.output<S> : undefined;
type Input<S> = S extends z.ZodType ? z.input<S> : undefined;

/** What the server's handler receives, parsed. */
export type ParamsOf<O extends Operation> = Infer<O['params']>;
export type QueryOf<O extends Operation> = Infer<O['query']>;
export type BodyOf<O extends Operation> = Infer<O['body']>;
export type HeadersOf<O extends Operation> = Infer<O['headers']>;

/** What a caller sends (before parsing: defaults may be left out). */
export type ParamsIn<O extends Operation> = Input<O['params']>;
export type QueryIn<O extends Operation> = Input<O['query']>;
export type BodyIn<O extends Operation> = Input<O['body']>;

type SuccessStatus<O extends Operation> = Extract<keyof O['responses'], 200 | 201 | 202 | 204>;

/** The success answer, as the server serializes it and the web receives it. */
export type ResponseOf<O extends Operation> = {
  [S in SuccessStatus<O>]: O['responses'][S] extends z.ZodType ? z.output<O['responses'][S]> : never;
}[SuccessStatus<O>];

/** The operation's success status: the first 2xx status it declares. */
export function successStatus(o: Operation): number {
  const status = Object.keys(o.responses)
    .map(Number)
    .find((s) => s >= 200 && s < 300);
  if (status === undefined) throw new Error(`${o.method} ${o.path} declares no success answer`);
  return status;
}

/** The URL path with its parameters filled in (each encoded). */
export function pathOf(o: Pick<Operation, 'path'>, params?: Record<string, string | number>): string {
  return o.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const v = params?.[name];
    if (v === undefined) throw new Error(`${o.path}: parameter ${name} missing`);
    return encodeURIComponent(String(v));
  });
}
