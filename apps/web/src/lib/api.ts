/** The one way the web app talks to the server: same-origin JSON with the session cookie, errors as ApiError. */

export type FieldKeys = Record<string, string>;

/** A failed call: the HTTP status, the server's message key (translated through the 'errors' namespace) and per-field keys. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly key: string,
    readonly fields?: FieldKeys,
  ) {
    super(key);
    this.name = 'ApiError';
  }
}

export const isApiError = (e: unknown): e is ApiError => e instanceof ApiError;

export type QueryValue = string | number | boolean | null | undefined;
export type QueryParams = Record<string, QueryValue | QueryValue[]>;

/** `path` plus the non-empty params as a query string (arrays repeat the name). */
export function buildUrl(path: string, params?: QueryParams): string {
  if (!params) return path;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) {
    for (const v of Array.isArray(value) ? value : [value]) {
      if (v === undefined || v === null || v === '') continue;
      search.append(name, String(v));
    }
  }
  const qs = search.toString();
  if (!qs) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${qs}`;
}

export type ApiOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON, or as is when FormData (multipart uploads). */
  body?: unknown;
  query?: QueryParams;
  signal?: AbortSignal;
  /** Extra request headers (an Idempotency-Key). */
  headers?: Record<string, string>;
};

/** Calls the API and answers the parsed JSON body (undefined for 204 or an empty body). Throws ApiError. */
export async function api<T = unknown>(path: string, options: ApiOptions = {}): Promise<T> {
  const { method = options.body === undefined ? 'GET' : 'POST', body, query, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  let payload: BodyInit | undefined;
  if (body instanceof FormData) payload = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(body);
  }
  let res: Response;
  try {
    res = await fetch(buildUrl(path, query), {
      method,
      headers,
      body: payload,
      credentials: 'same-origin',
      signal,
    });
  } catch (e) {
    if (e instanceof DOMException && e.name === 'AbortError') throw e;
    throw new ApiError(0, 'NETWORK_ERROR');
  }
  const text = res.status === 204 ? '' : await res.text();
  let json: unknown;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
  }
  if (!res.ok) throw toApiError(res.status, json);
  // The one typed answer: T comes from the operation's response schema (call.ts), which the server serializes by.
  return json as T;
}

function toApiError(status: number, json: unknown): ApiError {
  if (json && typeof json === 'object' && typeof (json as { key?: unknown }).key === 'string') {
    const { key, fields } = json as { key: string; fields?: FieldKeys };
    return new ApiError(status, key, fields && typeof fields === 'object' ? fields : undefined);
  }
  return new ApiError(status, status >= 500 ? 'INTERNAL_ERROR' : 'GENERIC');
}

/** The message key of any thrown value: the server's key, or a generic one. */
export function errorKeyOf(error: unknown): string {
  if (isApiError(error)) return error.key;
  return 'GENERIC';
}
