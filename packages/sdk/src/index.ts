import createClient, { type Client, type ClientOptions } from 'openapi-fetch';
import type { components, operations, paths } from './v1.schema';

export type { components, operations, paths };
/** A report request as the API answers it. */
export type Request = components['schemas']['Request'];
/** A candidate as the API answers it. */
export type Candidate = components['schemas']['Candidate'];
/** A candidate's result and score. */
export type CandidateResult = components['schemas']['CandidateResult'];
/** Every error answer: `key` names it, `fields` the wrong fields. */
export type ApiError = components['schemas']['Error'];

export type HrweClientOptions = Omit<ClientOptions, 'baseUrl'> & {
  /** Your company's HR.We address, e.g. https://hr.example.it (the key belongs to that tenant). */
  baseUrl: string;
  /** An API key from Profile → API keys (hrwe_…). */
  apiKey: string;
};

/**
 * A typed client of the HR.We public API v1 (openapi-fetch over the generated types): every path, parameter,
 * body and answer is checked by TypeScript, and the key is sent as `Authorization: Bearer …` on every call.
 */
export function createHrweClient({ baseUrl, apiKey, ...options }: HrweClientOptions): Client<paths> {
  const client = createClient<paths>({ ...options, baseUrl: baseUrl.replace(/\/$/, '') });
  client.use({
    onRequest({ request }) {
      request.headers.set('Authorization', `Bearer ${apiKey}`);
      return request;
    },
  });
  return client;
}
