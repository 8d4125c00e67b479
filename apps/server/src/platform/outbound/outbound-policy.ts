import { lookup } from 'node:dns/promises';
import ipaddr from 'ipaddr.js';

/**
 * Where the server may send requests of its own (a tenant's LOGO for the PDF, the providers' APIs, a tenant's SMTP
 * server): only to public addresses, over https (SMTP: any port, the address rule alone). `allowedHosts` are hosts
 * an operator trusts (OUTBOUND_ALLOWED_HOSTS): plain http and private addresses are allowed for them, e.g. a
 * provider's sandbox on the company network, or 127.0.0.1 in tests; an entry `host:port` allows that port only.
 */
export type OutboundPolicy = { allowedHosts: readonly string[] };

export const outboundPolicyOf = (config: { OUTBOUND_ALLOWED_HOSTS: readonly string[] }): OutboundPolicy => ({
  allowedHosts: config.OUTBOUND_ALLOWED_HOSTS,
});

/** A request the guard refused; `reason` says which rule (kept in logs and a mail's last error). */
export class OutboundRefused extends Error {
  readonly code = 'OUTBOUND_REFUSED';
  constructor(readonly reason: string) {
    super(`OUTBOUND_REFUSED: ${reason}`);
    this.name = 'OutboundRefused';
  }
}

/** The bare host name of a URL host ('[::1]' → '::1'), lower case. */
export const bareHost = (host: string) => host.replace(/^\[|\]$/g, '').toLowerCase();

/**
 * An OUTBOUND_ALLOWED_HOSTS entry: `host` (every port) or `host:port` (that port only); an IPv6 address takes a
 * port in brackets (`[fd00::5]:8080`), a bare IPv6 address has none.
 */
export function allowedEntryOf(entry: string): { host: string; port: number | null } {
  const m = /^(\[[^\]]+\]|[^:]+):(\d{1,5})$/.exec(entry.trim());
  return m ? { host: bareHost(m[1]!), port: Number(m[2]) } : { host: bareHost(entry.trim()), port: null };
}

/** The port a URL reaches: its own, or the scheme's (https 443, http 80). */
export const portOf = (url: URL) => (url.port ? Number(url.port) : url.protocol === 'http:' ? 80 : 443);

/**
 * True when the operator allows this host on this port: an entry without a port allows every port; a `host:port`
 * entry only that port (a port not given, as for an address alone, matches only entries without one).
 */
export function isAllowedHost(host: string, policy: OutboundPolicy, port?: number) {
  const bare = bareHost(host);
  return policy.allowedHosts.some((raw) => {
    const e = allowedEntryOf(raw);
    return e.host === bare && (e.port === null || e.port === port);
  });
}

/**
 * True only for global unicast addresses: loopback, private (10/8, 172.16/12, 192.168/16, fc00::/7), link-local
 * (169.254/16 with the clouds' metadata service, fe80::/10), carrier-grade NAT, multicast, reserved and unspecified
 * addresses are not public. IPv4 written inside IPv6 (::ffff:127.0.0.1) is judged as the IPv4 address.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** Refuses an address that is not public, unless its host is one the operator allows. */
export function checkAddress(host: string, address: string, policy: OutboundPolicy, port?: number) {
  if (isAllowedHost(host, policy, port)) return;
  if (!isPublicAddress(address)) throw new OutboundRefused(`address not public (${bareHost(host)})`);
}

/** https, or http to an allowed host; the URL must parse. */
export function checkUrl(raw: string | URL, policy: OutboundPolicy): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  if (url.username || url.password) throw new OutboundRefused('credentials in the URL');
  if (url.protocol === 'https:') return url;
  if (url.protocol === 'http:' && isAllowedHost(url.hostname, policy, portOf(url))) return url;
  throw new OutboundRefused(`${url.protocol.replace(':', '')} not allowed (${bareHost(url.hostname)})`);
}

/** Resolves a host and checks every address it resolves to (an IP literal is checked as is) for that port. */
export async function resolveChecked(
  host: string,
  policy: OutboundPolicy,
  port?: number,
): Promise<{ address: string; family: number }[]> {
  const bare = bareHost(host);
  const addresses = ipaddr.isValid(bare)
    ? [{ address: bare, family: bare.includes(':') ? 6 : 4 }]
    : await lookup(bare, { all: true }).catch(() => {
        throw new OutboundRefused(`host not found (${bare})`);
      });
  for (const a of addresses) checkAddress(bare, a.address, policy, port);
  return addresses;
}

/** A tenant's SMTP server: any port and scheme (smtp, smtps), but its host must resolve to checked addresses. */
export async function checkSmtpUrl(raw: string, policy: OutboundPolicy) {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new OutboundRefused('not a URL');
  }
  const port = url.port ? Number(url.port) : url.protocol === 'smtps:' ? 465 : 587;
  await resolveChecked(url.hostname, policy, port);
}
