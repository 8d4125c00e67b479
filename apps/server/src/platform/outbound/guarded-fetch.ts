import { Agent, fetch } from 'undici';
import { checkUrl, type OutboundPolicy, OutboundRefused, portOf, resolveChecked } from './outbound-policy';

export type GuardedRequest = {
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
  /** The whole exchange, redirects included. */
  timeoutMs: number;
  /** Larger answers are refused while they stream in. */
  maxBytes: number;
  maxRedirects?: number;
};

export type GuardedResponse = { status: number; ok: boolean; headers: Headers; body: Buffer };

/**
 * The one way the server makes an HTTP request of its own. Every hop (the URL and each redirect) must be https or
 * an allowed host's http; the connection is made only to the addresses the guard checked at connect time (its DNS
 * lookup is the checked one, so a name cannot re-resolve to 127.0.0.1 between check and connect); redirects are
 * followed by hand, each re-checked, at most `maxRedirects`; time and size are capped.
 */
export async function guardedFetch(
  policy: OutboundPolicy,
  rawUrl: string,
  req: GuardedRequest,
): Promise<GuardedResponse> {
  const signal = AbortSignal.timeout(req.timeoutMs);
  // The port of the hop being connected: an allowed `host:port` entry is checked against it in the lookup too.
  let port: number | undefined;
  const dispatcher = new Agent({
    connect: {
      // Node's net/tls connect calls this for host names; IP literals are checked by resolveChecked below.
      lookup: (hostname, options, callback) => {
        resolveChecked(hostname, policy, port).then(
          (addresses) => {
            if ((options as { all?: boolean }).all) callback(null, addresses as never);
            else callback(null, addresses[0]!.address, addresses[0]!.family);
          },
          (err: Error) => callback(err as NodeJS.ErrnoException, '', 0),
        );
      },
    },
  });
  try {
    let url = checkUrl(rawUrl, policy);
    let method = req.method ?? 'GET';
    let body = req.body;
    for (let hop = 0; ; hop++) {
      port = portOf(url);
      await resolveChecked(url.hostname, policy, port);
      const res = await fetch(url, {
        method,
        headers: req.headers,
        body,
        redirect: 'manual',
        signal,
        dispatcher,
      });
      const location = res.headers.get('location');
      if (res.status >= 300 && res.status < 400 && location) {
        await res.body?.cancel();
        if (hop >= (req.maxRedirects ?? 3)) throw new OutboundRefused('too many redirects');
        url = checkUrl(new URL(location, url), policy);
        if (res.status === 303 || ((res.status === 301 || res.status === 302) && method === 'POST')) {
          method = 'GET';
          body = undefined;
        }
        continue;
      }
      return {
        status: res.status,
        ok: res.ok,
        headers: res.headers as unknown as Headers,
        body: await capped(res, req.maxBytes),
      };
    }
  } finally {
    void dispatcher.destroy();
  }
}

async function capped(
  res: { headers: { get(n: string): string | null }; body: AsyncIterable<Uint8Array> | null },
  max: number,
) {
  if (Number(res.headers.get('content-length') ?? 0) > max) throw new OutboundRefused('answer too large');
  const chunks: Buffer[] = [];
  let size = 0;
  if (res.body) {
    for await (const chunk of res.body) {
      size += chunk.length;
      if (size > max) throw new OutboundRefused('answer too large');
      chunks.push(Buffer.from(chunk));
    }
  }
  return Buffer.concat(chunks);
}
