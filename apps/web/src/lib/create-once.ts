import { useRef, useState } from 'react';

/** A random Idempotency-Key (getRandomValues works on plain http too, unlike randomUUID). */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/**
 * Wraps the call of a create a person may trigger twice (a double click, Enter then a click, a retry after an
 * error): a call made while one is in flight joins it, so one request goes out; every try of the same form carries
 * the same Idempotency-Key, so the server makes one thing even when an answer was lost. A success starts a new key
 * for the next create. The server's side: docs/decisions/reports-idempotent-create.md.
 */
export function createOnce<A, R>(send: (args: A, idempotencyKey: string) => Promise<R>) {
  let key: string | null = null;
  let inFlight: Promise<R> | null = null;
  return (args: A): Promise<R> => {
    if (inFlight) return inFlight;
    key ??= newIdempotencyKey();
    const call = send(args, key)
      .then((result) => {
        key = null;
        return result;
      })
      .finally(() => {
        inFlight = null;
      });
    inFlight = call;
    return call;
  };
}

/** `createOnce` kept for the life of a form (the latest `send` is used, so it may close over props). */
export function useCreateOnce<A, R>(send: (args: A, idempotencyKey: string) => Promise<R>) {
  const latest = useRef(send);
  latest.current = send;
  const [once] = useState(() => createOnce<A, R>((args, key) => latest.current(args, key)));
  return once;
}
