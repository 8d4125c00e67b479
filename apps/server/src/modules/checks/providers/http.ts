import type { CheckName, ProviderId } from '@hrwe/domain';
import { guardedFetch } from '../../../platform/outbound/guarded-fetch';
import { type OutboundPolicy, OutboundRefused } from '../../../platform/outbound/outbound-policy';
import { type Provider, ProviderError } from './provider';

/** A provider's answer larger than this is refused (the largest real answers are a few hundred kB). */
export const PROVIDER_MAX_BYTES = 10 * 1024 * 1024;

export type HttpProviderSettings = {
  mode: 'http';
  baseUrl: string;
  apiKey?: string;
  username?: string;
  password?: string;
  /** Per try. */
  timeoutMs: number;
  /** Further tries after a transient failure (network, timeout, 5xx, 429). */
  retries: number;
  backoffMs: number;
  /** Where requests may go (the outbound guard). */
  policy: OutboundPolicy;
};

/** The path of each check on the provider's API (POST, JSON subject in, JSON result out). */
export const HTTP_PATHS: Record<CheckName, string> = {
  crif: 'crif/credit-report',
  cribis: 'cribis/negativity',
  personScore: 'cerved/person/score',
  censusCell: 'cerved/census-cell/by-address',
  estimation: 'cerved/estimation/advanced',
  negativeFlags: 'cerved/event-negativity/flags',
  negativeDetails: 'cerved/event-negativity/details',
  traversal: 'cerved/traversal',
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A real provider over HTTP: timeouts, retries with back-off, the raw JSON answer returned as is. */
export function httpProvider(id: ProviderId, s: HttpProviderSettings): Provider {
  const base = s.baseUrl.replace(/\/+$/, '');
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json' };
  if (s.apiKey) headers.authorization = `Bearer ${s.apiKey}`;
  else if (s.username)
    headers.authorization = `Basic ${Buffer.from(`${s.username}:${s.password ?? ''}`).toString('base64')}`;

  async function once(check: CheckName, body: string): Promise<unknown> {
    let res: Awaited<ReturnType<typeof guardedFetch>>;
    try {
      res = await guardedFetch(s.policy, `${base}/${HTTP_PATHS[check]}`, {
        method: 'POST',
        headers,
        body,
        timeoutMs: s.timeoutMs,
        maxBytes: PROVIDER_MAX_BYTES,
        maxRedirects: 0,
      });
    } catch (err) {
      const e = err as Error;
      if (e instanceof OutboundRefused) throw new ProviderError(`${e.message}: ${check}`, false);
      if (e.name === 'TimeoutError' || e.name === 'AbortError') {
        throw new ProviderError(`TIMEOUT: ${check} after ${s.timeoutMs} ms`, true);
      }
      throw new ProviderError(`NETWORK: ${check}: ${e.message}`, true);
    }
    if (!res.ok) {
      throw new ProviderError(`HTTP_${res.status}: ${check}`, res.status >= 500 || res.status === 429);
    }
    try {
      return JSON.parse(res.body.toString('utf8'));
    } catch {
      throw new ProviderError(`MALFORMED_ANSWER: ${check}: not JSON`);
    }
  }

  return {
    id,
    mode: 'http',
    async run(check, subject) {
      const body = JSON.stringify({
        taxCode: subject.fiscalCode,
        firstName: subject.firstName,
        lastName: subject.lastName,
        dateOfBirth: subject.dateOfBirth,
        address: {
          via: subject.via,
          indirizzo: subject.indirizzo,
          civico: subject.civico,
          cap: subject.cap,
          citta: subject.citta,
          provincia: subject.provincia,
        },
      });
      for (let attempt = 0; ; attempt++) {
        try {
          return await once(check, body);
        } catch (err) {
          if (!(err instanceof ProviderError) || !err.transient || attempt >= s.retries) throw err;
          await sleep(s.backoffMs * 2 ** attempt);
        }
      }
    },
  };
}
