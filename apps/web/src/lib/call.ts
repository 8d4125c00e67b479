import {
  type BodyIn,
  type Operation,
  type ParamsIn,
  pathOf,
  type QueryIn,
  type ResponseOf,
} from '@hrwe/domain';
import { api, buildUrl, type QueryParams } from './api';

type Required<O extends Operation> = (ParamsIn<O> extends undefined ? unknown : { params: ParamsIn<O> }) &
  (O['multipart'] extends true
    ? // A multipart operation that also declares a body takes either (a file, or the same input as JSON).
      BodyIn<O> extends undefined
      ? { form: FormData }
      : { form: FormData; body?: never } | { body: NonNullable<BodyIn<O>>; form?: never }
    : BodyIn<O> extends undefined
      ? unknown
      : { body: BodyIn<O> });

export type CallOptions<O extends Operation> = Required<O> & {
  query?: QueryIn<O> | QueryParams;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

type Args<O extends Operation> =
  unknown extends Required<O> ? [options?: CallOptions<O>] : [options: CallOptions<O>];

/**
 * An operation's address without its schemas, typed as the operation (`addressOf<typeof xOperations.y>({ method,
 * path })`: the compiler holds both to the declaration's). For a screen that must not load zod and the schemas: the
 * candidate's first screen on a phone (120 KB budget, bench/web-budgets.ts). `call` takes it as the operation.
 */
export type Address<O extends Operation> = Pick<O, 'method' | 'path'> & { readonly operation?: O };
export const addressOf = <O extends Operation>(address: Pick<O, 'method' | 'path'>): Address<O> => address;

/**
 * Calls one operation of the API (packages/domain's `*.operations.ts`): its method and path come from the declaration,
 * its input and its answer are typed by the declaration's schemas, which the server validates and serializes by.
 */
export function call<O extends Operation>(op: O | Address<O>, ...[options]: Args<O>): Promise<ResponseOf<O>> {
  const o = (options ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    form?: FormData;
  } & CallOptions<O>;
  return api<ResponseOf<O>>(pathOf(op, o.params), {
    method: op.method,
    body: o.form ?? o.body,
    query: o.query as QueryParams | undefined,
    signal: o.signal,
    headers: o.headers,
  });
}

/** The address of an operation that answers a file (a download link or an export the browser saves). */
export const hrefOf = <O extends Operation>(
  op: O | Address<O>,
  ...[params, query]: ParamsIn<O> extends undefined ? [undefined?, QueryParams?] : [ParamsIn<O>, QueryParams?]
) => buildUrl(pathOf(op, params as Record<string, string> | undefined), query);
